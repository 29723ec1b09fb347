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
      className="pointer-events-none fixed inset-x-0 top-[max(0.5rem,env(safe-area-inset-top))] z-40 flex justify-center"
    >
      {offline || reconnecting ? (
        <p className="flex items-center gap-2 rounded-full border border-app bg-surface px-3 py-1.5 text-sm font-medium text-app shadow-md">
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
