import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  handToNextPage,
  parseHandedToasts,
  takeHandedToasts,
} from '../../web/src/public/handed-toasts.ts';
import { destinationOf } from '../../web/src/public/routes.ts';

// Decision 020: the entry's choice between a prerendered public page and the app.
describe('destinationOf', () => {
  it('a signed-out visitor gets the four public pages', () => {
    expect(destinationOf('/', false)).toEqual({ kind: 'page', page: 'welcome' });
    expect(destinationOf('/login', false)).toEqual({ kind: 'page', page: 'login' });
    expect(destinationOf('/signup', false)).toEqual({ kind: 'page', page: 'signup' });
    expect(destinationOf('/forgot-password', false)).toEqual({
      kind: 'page',
      page: 'forgot-password',
    });
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
      page: 'forgot-password',
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

/** Runs web/public/theme-init.js in a bare page at `path`, with or without the session hint. */
function runThemeInit(path: string, cookie: string) {
  const dataset: Record<string, string> = {};
  const replaced: string[] = [];
  const preloaded: string[] = [];
  const html = {
    dataset,
    classList: { toggle: () => undefined },
    style: {} as Record<string, string>,
  };
  const context = {
    document: {
      cookie,
      documentElement: html,
      querySelectorAll: () => [],
      // index.html's own chunks (scripts/lib/route-html.ts, decision 021).
      querySelector: (selector: string) =>
        selector === 'meta[name="foyer-page-preloads"]'
          ? { getAttribute: () => '/assets/welcome.js /assets/card.js' }
          : null,
      createElement: () => ({}) as { rel?: string; href?: string },
      head: {
        append: (link: { rel?: string; href?: string }) =>
          preloaded.push(`${link.rel} ${link.href}`),
      },
      addEventListener: () => undefined,
    },
    location: { pathname: path, replace: (to: string) => replaced.push(to) },
    localStorage: { getItem: () => null },
    matchMedia: () => ({ matches: false }),
  };
  runInNewContext(THEME_INIT, context);
  return { app: 'app' in dataset, replaced, preloaded };
}

const THEME_INIT = readFileSync(new URL('../../web/public/theme-init.js', import.meta.url), 'utf8');

describe('theme-init.js, before the first paint', () => {
  it('makes the same choice as the entry (destinationOf), for every page and session', () => {
    const paths = ['/', '/login', '/signup', '/forgot-password', '/dashboard', '/reset-password'];
    for (const path of paths) {
      for (const [cookie, signedIn] of [
        ['', false],
        ['other=1', false],
        ['foyer_session=1', true],
        ['a=b; __Host-foyer_session=1', true],
        ['foyer_session=0', false],
      ] as const) {
        const destination = destinationOf(path, signedIn);
        const ran = runThemeInit(path, cookie);
        expect(ran.app, `${path} ${cookie}`).toBe(destination.kind !== 'page');
        expect(ran.replaced, `${path} ${cookie}`).toEqual(
          destination.kind === 'leave' ? [destination.to] : [],
        );
        // The page's own chunks are preloaded where the page is shown, never for the app.
        expect(ran.preloaded, `${path} ${cookie}`).toEqual(
          destination.kind === 'page'
            ? ['modulepreload /assets/welcome.js', 'modulepreload /assets/card.js']
            : [],
        );
      }
    }
  });
});
