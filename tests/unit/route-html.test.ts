import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  appDocumentScripts,
  cspHash,
  staticClosure,
  withInlineStyles,
  withInlineThemeInit,
  withPage,
  withPreloads,
} from '../../scripts/lib/route-html.ts';
import { SECURITY_HEADERS, THEME_INIT_SHA256 } from '../../worker/lib/security-headers.ts';

/** A bundle of chunks named by file, each with its static imports (and its module, if `facades` names it). */
function bundleOf(
  imports: Record<string, string[]>,
  facades: Record<string, string> = {},
): OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, deps]) => [
      fileName,
      { type: 'chunk', fileName, imports: deps, facadeModuleId: facades[fileName] ?? null },
    ]),
  ) as unknown as OutputBundle;
}

describe('per-route HTML (decision 017)', () => {
  it('a route needs its chunk and every static import, deep, once each', () => {
    const bundle = bundleOf({
      'assets/login.js': ['assets/form.js', 'assets/react.js'],
      'assets/form.js': ['assets/react.js', 'assets/icons.js'],
      'assets/react.js': [],
      'assets/icons.js': [],
      'assets/planning.js': ['assets/react.js'],
    });
    expect([...staticClosure(bundle, 'assets/login.js')].sort()).toEqual([
      'assets/form.js',
      'assets/icons.js',
      'assets/login.js',
      'assets/react.js',
    ]);
  });

  it('a cycle of imports ends', () => {
    const bundle = bundleOf({ 'assets/a.js': ['assets/b.js'], 'assets/b.js': ['assets/a.js'] });
    expect(staticClosure(bundle, 'assets/a.js').size).toBe(2);
  });

  it('the app’s document preloads the app’s chunks and the start-up requests’, not what the entry loads (decision 064)', () => {
    const bundle = bundleOf(
      {
        'assets/index.js': ['assets/react.js'],
        'assets/react.js': [],
        'assets/app.js': ['assets/react.js', 'assets/query.js'],
        'assets/query.js': [],
        'assets/start-up.js': ['assets/query.js', 'assets/session-queries.js'],
        'assets/session-queries.js': ['assets/ids.js'],
        'assets/ids.js': [],
        'assets/login-page.js': ['assets/form.js'],
        'assets/form.js': [],
      },
      {
        'assets/index.js': '/repo/web/src/main.tsx',
        'assets/app.js': '/repo/web/src/app/app.tsx',
        'assets/start-up.js': '/repo/web/src/app/start-up.ts',
        'assets/login-page.js': '/repo/web/src/public/login-page.tsx',
      },
    );
    const loaded = staticClosure(bundle, 'assets/index.js');
    expect(appDocumentScripts(bundle, loaded)).toEqual([
      'assets/app.js',
      'assets/ids.js',
      'assets/query.js',
      'assets/session-queries.js',
      'assets/start-up.js',
    ]);
    // A start-up module the bundle no longer has fails the build instead of preloading nothing.
    const { 'assets/start-up.js': _startUp, ...without } = bundle;
    expect(() => appDocumentScripts(without, loaded)).toThrow(/start-up\.ts/);
  });

  it('names each script as a module preload and each style as a stylesheet, in the head', () => {
    const html = withPreloads(
      '<html><head><title>Foyer</title></head><body></body></html>',
      ['assets/login.js'],
      ['assets/login.css'],
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/login.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/login.css">');
  });

  it('puts the prerendered page in the root, marked, and nowhere else (decision 020)', () => {
    const html = withPage(
      '<html><head></head><body><div id="root"></div><script src="/a.js"></script></body></html>',
      '<main id="contenu"><h1>Connexion $&</h1></main>',
    );
    expect(html).toBe(
      '<html><head></head><body><div id="root" data-prerendered><main id="contenu"><h1>Connexion $&</h1></main></div><script src="/a.js"></script></body></html>',
    );
    expect(() => withPage('<body><div id="app"></div></body>', '<p></p>')).toThrow(/root/);
  });
});

// Decision 024: nothing in the head waits for a file before the first paint.
describe('inline theme bootstrap and stylesheet (decision 024)', () => {
  const THEME_INIT = readFileSync(
    new URL('../../web/public/theme-init.js', import.meta.url),
    'utf8',
  );
  const HEAD = '<head>\n    <script src="/theme-init.js"></script>\n  </head>';

  it('the CSP allows theme-init.js by the SHA-256 of the file as it is', () => {
    const digest = createHash('sha256').update(THEME_INIT).digest('base64');
    expect(THEME_INIT_SHA256).toBe(`sha256-${digest}`);
    expect(cspHash(THEME_INIT)).toBe(THEME_INIT_SHA256);
    const scriptSrc = /script-src ([^;]*)/.exec(SECURITY_HEADERS['Content-Security-Policy'] ?? '');
    expect(scriptSrc?.[1]).toBe(`'self' '${THEME_INIT_SHA256}'`);
  });

  it('writes theme-init.js inline in place of its file, byte for byte', () => {
    expect(withInlineThemeInit(HEAD)).toBe(`<head>\n    <script>${THEME_INIT}</script>\n  </head>`);
  });

  it('refuses a theme-init.js whose hash the CSP does not list, naming the new hash', () => {
    const changed = `${THEME_INIT}\n// changed`;
    expect(() => withInlineThemeInit(HEAD, changed)).toThrow(cspHash(changed));
    expect(() => withInlineThemeInit('<head></head>')).toThrow(/theme-init/);
  });

  it('moves each stylesheet of the bundle inline to the end of the head, its link left disabled for Vite, others untouched', () => {
    const html = withInlineStyles(
      '<head>\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n    <link rel="modulepreload" crossorigin href="/assets/a.js">\n    <link rel="stylesheet" crossorigin href="/assets/other.css">\n  </head>',
      (file) => (file === 'assets/index.css' ? '.a{color:red}' : undefined),
    );
    expect(html).toBe(
      '<head>\n    <link rel="stylesheet" crossorigin href="/assets/index.css" disabled>\n    <link rel="modulepreload" crossorigin href="/assets/a.js">\n    <link rel="stylesheet" crossorigin href="/assets/other.css">\n    <style>.a{color:red}</style>\n  </head>',
    );
    expect(() =>
      withInlineStyles(
        '<head><link rel="stylesheet" crossorigin href="/x.css"></head>',
        () => 'a{}</style>',
      ),
    ).toThrow(/<\/style/);
  });
});
