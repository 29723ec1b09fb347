import { RefreshCw, WifiOff } from 'lucide-react';
import { useLiveStatus } from '../lib/live-status.ts';
import { useOnline } from '../lib/network.ts';

/**
 * The one discreet banner of every screen, signed in or not (docs/product.md#offline): « Hors ligne »
 * while the browser has no network or the live stream found none, « Reconnexion… » while the live
 * stream is coming back. Nothing otherwise; the live region announces each change once.
 */
export function StatusBanner() {
  const online = useOnline();
  const live = useLiveStatus();
  const offline = !online || live === 'offline';
  const reconnecting = !offline && live === 'reconnecting';
  return (
    <div
      role="status"
      data-live-status={live ?? 'none'}
      data-network={online ? 'online' : 'offline'}
    >
      {offline || reconnecting ? (
        // In the flow above the screen, never over it: a header's title and buttons stay visible.
        <p className="flex items-center justify-center gap-2 border-b border-app bg-surface-muted px-4 pt-[max(0.375rem,env(safe-area-inset-top))] pb-1.5 text-sm font-medium text-app">
          {offline ? (
            <WifiOff aria-hidden="true" className="size-4 text-muted" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-4 animate-spin text-muted" />
          )}
          {offline ? 'Hors ligne' : 'Reconnexion…'}
        </p>
      ) : null}
    </div>
  );
}
