/// <reference types="vite-plugin-pwa/react" />

import { useRegisterSW } from 'virtual:pwa-register/react';
import { useEffect } from 'react';
import { toast } from '../lib/toast.ts';

/** How often an open app asks whether a new version was deployed (a tab may stay open for days). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
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
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    toast.info(UPDATE_TEXTS.title, {
      id: TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      action: { label: UPDATE_TEXTS.action, onClick: () => void updateServiceWorker(true) },
    });
  }, [needRefresh, updateServiceWorker]);

  return null;
}
