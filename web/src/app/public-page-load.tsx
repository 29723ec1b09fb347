import { useEffect } from 'react';
import { toast } from 'sonner';
import { handToNextPage } from '../public/handed-toasts.ts';
import { FullPageSpinner } from '../ui/spinner.tsx';

/**
 * The app's stand-in for /, /login, /signup and /forgot-password: those are prerendered pages, not
 * routes of the app (docs/decisions/020-prerendered-public-pages.md). A navigation of the app to one
 * of them (« Se déconnecter », the access guard, an ended session) loads it from the server, and the
 * messages on screen (« Déconnexion réussie ») go with it. The entry never sends these paths back to
 * the app, so this cannot loop.
 */
export function LoadPublicPage({ before }: { before?: () => void }) {
  useEffect(() => {
    before?.();
    const shown = toast.getToasts().flatMap((shown) =>
      'title' in shown && typeof shown.title === 'string' && shown.type
        ? [
            {
              type:
                shown.type === 'error'
                  ? ('error' as const)
                  : shown.type === 'success'
                    ? ('success' as const)
                    : ('info' as const),
              title: shown.title,
              description: typeof shown.description === 'string' ? shown.description : undefined,
            },
          ]
        : [],
    );
    handToNextPage(...shown);
    toast.dismiss();
    window.location.replace(window.location.href);
  }, [before]);
  return <FullPageSpinner />;
}
