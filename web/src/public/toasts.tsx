import { createRoot } from 'react-dom/client';
import type { HandedToast } from './handed-toasts.ts';

/**
 * A message on a public page (docs/decisions/020-prerendered-public-pages.md): sonner and its region
 * load at the first message, in a root of their own, so that a first visit does not carry them.
 */
let ready: Promise<typeof import('sonner').toast> | null = null;

function loadToaster() {
  ready ??= Promise.all([import('sonner'), import('../ui/app-toaster.tsx')])
    .then(([{ toast }, { AppToaster }]) => {
      const host = document.createElement('div');
      document.body.append(host);
      createRoot(host).render(<AppToaster />);
      return toast;
    })
    .catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return ready;
}

/** Shows `message` once sonner has loaded (a failed load is retried at the next message). */
export function showToast(message: HandedToast): void {
  void loadToaster()
    // A message given before the region subscribed is shown when it does (sonner replays them).
    .then((toast) => toast[message.type](message.title, { description: message.description }))
    .catch(() => undefined);
}
