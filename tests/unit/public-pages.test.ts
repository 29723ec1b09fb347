import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrivalMessage, forgetArrival } from '../../web/src/public/arrival.ts';
import { destinationOf, PUBLIC_PAGES } from '../../web/src/public/routes.ts';

// Decision 020: the entry's choice between a prerendered public page and the app.
describe('destinationOf', () => {
  it('a signed-out visitor gets the four public pages', () => {
    for (const path of ['/', '/login', '/signup', '/forgot-password'])
      expect(destinationOf(path, false)).toEqual({ kind: 'page', path });
  });

  it('every other path is the app, signed in or not', () => {
    for (const path of ['/dashboard', '/reset-password', '/verify-email', '/login/x', '/Login']) {
      expect(destinationOf(path, false)).toEqual({ kind: 'app' });
      expect(destinationOf(path, true)).toEqual({ kind: 'app' });
    }
  });

  it('a signed-in visitor of /login or /signup goes on to /, where the app sends them on', () => {
    expect(destinationOf('/login', true)).toEqual({ kind: 'leave', to: '/' });
    expect(destinationOf('/signup', true)).toEqual({ kind: 'leave', to: '/' });
    expect(destinationOf('/', true)).toEqual({ kind: 'app' });
  });

  it('the legal pages are read signed in or not', () => {
    for (const path of ['/conditions-utilisation', '/confidentialite']) {
      expect(destinationOf(path, false)).toEqual({ kind: 'page', path });
      expect(destinationOf(path, true)).toEqual({ kind: 'page', path });
    }
  });

  it('a signed-in visitor may still ask for a new password', () => {
    expect(destinationOf('/forgot-password', true)).toEqual({
      kind: 'page',
      path: '/forgot-password',
    });
  });
});

describe('the message of a sign-in, named in the address', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A window at `address` whose history records what replaceState is given. */
  function windowAt(address: string) {
    const replaced: string[] = [];
    const state = { idx: 0, key: 'router' };
    const location = new URL(address);
    vi.stubGlobal('window', {
      location,
      history: {
        state,
        replaceState: (given: unknown, _unused: string, url: URL) => {
          expect(given).toBe(state);
          replaced.push(url.href);
        },
      },
    });
    return replaced;
  }

  it('names « Connexion réussie » and « Inscription réussie »; anything else is no message', () => {
    windowAt('https://foyer.test/join-space?bienvenue=connexion');
    expect(arrivalMessage()).toEqual({
      type: 'success',
      title: 'Connexion réussie',
      description: 'Bienvenue dans votre espace familial !',
    });
    windowAt('https://foyer.test/setup-space?bienvenue=inscription');
    expect(arrivalMessage()?.title).toBe('Inscription réussie');
    windowAt('https://foyer.test/setup-space?bienvenue=toString');
    expect(arrivalMessage()).toBeUndefined();
    windowAt('https://foyer.test/setup-space');
    expect(arrivalMessage()).toBeUndefined();
  });

  it('is taken out of the address in place, the rest of it kept', () => {
    const replaced = windowAt('https://foyer.test/join-space?bienvenue=connexion&x=1#haut');
    forgetArrival();
    expect(replaced).toEqual(['https://foyer.test/join-space?x=1#haut']);
    const untouched = windowAt('https://foyer.test/join-space');
    forgetArrival();
    expect(untouched).toEqual([]);
  });
});

it('the public pages have one HTML file each', () => {
  expect(Object.entries(PUBLIC_PAGES).map(([path, page]) => [path, page.html])).toEqual([
    ['/', 'welcome.html'],
    ['/login', 'login.html'],
    ['/signup', 'signup.html'],
    ['/forgot-password', 'forgot-password.html'],
    ['/conditions-utilisation', 'conditions-utilisation.html'],
    ['/confidentialite', 'confidentialite.html'],
  ]);
});
