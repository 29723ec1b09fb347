/**
 * The message of a sign-in made on a first visit's /login or /signup, shown on the screen it lands
 * on. Those pages are their own prerendered documents, without the app (docs/decisions/030), so
 * they go on with a full page load: the message is named in the address (`?bienvenue=connexion`),
 * and the app shows it once and takes it out of the address (app/providers.tsx), so that a reload
 * or a shared link does not say it again. Nothing is stored between the two documents.
 */
import type { PageToast } from './toasts.tsx';

const PARAM = 'bienvenue';

const ARRIVALS = {
  connexion: {
    type: 'success',
    title: 'Connexion réussie',
    description: 'Bienvenue dans votre espace familial !',
  },
  inscription: {
    type: 'success',
    title: 'Inscription réussie',
    description: 'Vérifiez votre email pour confirmer votre compte',
  },
} as const satisfies Record<string, PageToast>;

export type Arrival = keyof typeof ARRIVALS;

/** Leaves this page for `path` of the app, which then says `arrival`. */
export function arriveAt(path: string, arrival: Arrival): void {
  window.location.replace(`${path}?${PARAM}=${arrival}`);
}

/** The message named in this page's address, if any (reads only). */
export function arrivalMessage(): PageToast | undefined {
  const arrival = new URLSearchParams(window.location.search).get(PARAM);
  return arrival !== null && Object.hasOwn(ARRIVALS, arrival)
    ? ARRIVALS[arrival as Arrival]
    : undefined;
}

/** Takes the message out of the address, in place: no new history entry, the router's state kept. */
export function forgetArrival(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PARAM)) return;
  url.searchParams.delete(PARAM);
  window.history.replaceState(window.history.state, '', url);
}
