import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { candidatesOf, reachableChunks, stylesheetFor } from '../../scripts/lib/page-css.ts';

/** A bundle of chunks named by file, each with its static and dynamic imports. */
function bundleOf(chunks: Record<string, { imports?: string[]; dynamic?: string[] }>) {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, { imports = [], dynamic = [] }]) => [
      fileName,
      { type: 'chunk', fileName, imports, dynamicImports: dynamic },
    ]),
  ) as unknown as OutputBundle;
}

describe("the public pages' own stylesheet (decision 026)", () => {
  it('reads every chunk the entry can load, lazily too, but not the app nor what only the app loads', () => {
    const bundle = bundleOf({
      'entry.js': { imports: ['react.js'], dynamic: ['login.js', 'app.js'] },
      'login.js': { imports: ['form.js'], dynamic: ['toasts.js'] },
      'app.js': { imports: ['form.js', 'planning.js'], dynamic: ['settings.js'] },
      'form.js': {},
      'react.js': {},
      'toasts.js': {},
      'planning.js': {},
      'settings.js': {},
    });
    expect([...reachableChunks(bundle, 'entry.js', 'app.js')].sort()).toEqual([
      'entry.js',
      'form.js',
      'login.js',
      'react.js',
      'toasts.js',
    ]);
  });

  it("finds the class names in a built chunk's strings, variants included", () => {
    const code = 'const c="mt-2 text-muted dark:bg-slate-900 aria-invalid:border-danger";';
    const candidates = candidatesOf([{ content: code, extension: 'js' }]);
    for (const name of ['mt-2', 'text-muted', 'dark:bg-slate-900', 'aria-invalid:border-danger'])
      expect(candidates).toContain(name);
  });

  it("builds the app's stylesheet for those names only: their rules, its base and tokens, nothing else", async () => {
    const css = await stylesheetFor(['mt-2', 'dark:bg-slate-900']);
    expect(css).toMatch(/\.mt-2\{margin-top:calc\(var\(--spacing\) \* 2\)\}/);
    expect(css).toMatch(/\.dark\\:bg-slate-900:where\(\.dark, ?\.dark \*\)\{/);
    // The app's own base rules and tokens (web/src/index.css), whatever the names.
    expect(css).toContain('--app-bg:#f1f5fb');
    expect(css).not.toContain('.mt-3');
    expect(css).not.toContain('.text-muted');
  });
});
