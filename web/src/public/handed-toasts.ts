/**
 * Messages that must outlive a full page load: a first visit's /login or /signup is a prerendered
 * document without the app, so « Connexion réussie » (said there, seen in the app, which loads
 * next) travels through sessionStorage and is shown once by the app. The app's own messages never
 * need it: it shows the public pages in its own document (app/router.tsx).
 */
export interface HandedToast {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

const KEY = 'foyer:handed-toasts';

function isHandedToast(value: unknown): value is HandedToast {
  if (typeof value !== 'object' || value === null) return false;
  const toast = value as Record<string, unknown>;
  return (
    (toast.type === 'success' || toast.type === 'error' || toast.type === 'info') &&
    typeof toast.title === 'string' &&
    (toast.description === undefined || typeof toast.description === 'string')
  );
}

/** The toasts of a stored value; anything malformed is dropped, never thrown. */
export function parseHandedToasts(raw: string | null): HandedToast[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isHandedToast) : [];
  } catch {
    return [];
  }
}

/** Keeps `toasts` for the next page of this tab (added to any not yet shown). */
export function handToNextPage(...toasts: HandedToast[]): void {
  if (toasts.length === 0) return;
  try {
    const kept = parseHandedToasts(sessionStorage.getItem(KEY));
    sessionStorage.setItem(KEY, JSON.stringify([...kept, ...toasts]));
  } catch {
    // storage refused (private mode): the message is lost, the navigation is not
  }
}

/** The toasts handed by the previous page, forgotten as they are read. */
export function takeHandedToasts(): HandedToast[] {
  try {
    const toasts = parseHandedToasts(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    return toasts;
  } catch {
    return [];
  }
}
