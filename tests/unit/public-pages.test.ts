import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  handToNextPage,
  parseHandedToasts,
  takeHandedToasts,
} from '../../web/src/public/handed-toasts.ts';
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

  it('a signed-in visitor may still ask for a new password', () => {
    expect(destinationOf('/forgot-password', true)).toEqual({
      kind: 'page',
      path: '/forgot-password',
    });
  });
});

describe('handed toasts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps well-formed messages and drops the rest', () => {
    expect(parseHandedToasts(null)).toEqual([]);
    expect(parseHandedToasts('not json')).toEqual([]);
    expect(parseHandedToasts('{"type":"success","title":"x"}')).toEqual([]);
    expect(
      parseHandedToasts(
        JSON.stringify([
          { type: 'success', title: 'Connexion réussie', description: 'Bienvenue' },
          { type: 'info', title: 'Sans description' },
          { type: 'warning', title: 'type inconnu' },
          { type: 'error', title: 42 },
          { type: 'error', title: 'x', description: 3 },
          null,
        ]),
      ),
    ).toEqual([
      { type: 'success', title: 'Connexion réussie', description: 'Bienvenue' },
      { type: 'info', title: 'Sans description' },
    ]);
  });

  it('travels to the next page once, in order, added to those not yet shown', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    handToNextPage({ type: 'success', title: 'Déconnexion réussie' });
    handToNextPage();
    handToNextPage({ type: 'error', title: 'Erreur', description: 'Réessayez' });
    expect(takeHandedToasts()).toEqual([
      { type: 'success', title: 'Déconnexion réussie' },
      { type: 'error', title: 'Erreur', description: 'Réessayez' },
    ]);
    expect(takeHandedToasts()).toEqual([]);
  });

  it('a storage that refuses loses the message, never the navigation', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => handToNextPage({ type: 'info', title: 'x' })).not.toThrow();
    expect(takeHandedToasts()).toEqual([]);
  });
});

it('the public pages have one HTML file each', () => {
  expect(Object.entries(PUBLIC_PAGES).map(([path, page]) => [path, page.html])).toEqual([
    ['/', 'welcome.html'],
    ['/login', 'login.html'],
    ['/signup', 'signup.html'],
    ['/forgot-password', 'forgot-password.html'],
  ]);
});
