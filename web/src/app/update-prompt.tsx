import { useEffect } from 'react';
import { registerServiceWorker } from '../lib/service-worker.ts';
import { toast } from '../lib/toast.ts';

const TOAST_ID = 'app-update';

export const UPDATE_TEXTS = {
  title: 'Une nouvelle version de Foyer est disponible',
  action: 'Mettre à jour',
} as const;

/**
 * Registers the service worker and, when a new version of the app is deployed and waiting
 * (vite-plugin-pwa's prompt mode), offers « Mettre à jour » in a message that stays until it is
 * used or closed: the new version never replaces a screen the family is using behind its back
 * (docs/decisions/015-offline-lists.md). The message is sonner's, in its labelled live region, so a
 * screen reader announces it and its button is reachable by keyboard.
 */
export function UpdatePrompt() {
  useEffect(
    () =>
      registerServiceWorker((update) =>
        toast.info(UPDATE_TEXTS.title, {
          id: TOAST_ID,
          duration: Number.POSITIVE_INFINITY,
          action: { label: UPDATE_TEXTS.action, onClick: update },
        }),
      ),
    [],
  );
  return null;
}
