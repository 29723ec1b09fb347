/**
 * The stylesheet of the public pages as a signed-out visitor gets them (`login.html`,
 * `signup.html`, `forgot-password.html`, and `welcome.html` for `/`;
 * docs/decisions/026-public-pages-own-stylesheet.md): Tailwind's rules for
 * the class names their scripts and their HTML can produce, built from web/src/index.css by
 * Tailwind's own compiler and scanner, the way @tailwindcss/vite builds the app's whole stylesheet
 * from every source file. Written inline in their HTML instead of the whole stylesheet, the page
 * fits in the first round trip of a new connection.
 *
 * The candidates come from the built chunks the page can ever run, not from its rendered HTML, so
 * that every state its code can reach (a field's error, a toast, the dark theme, a focus ring) has
 * its rules, whether or not the prerender shows it.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';

const STYLESHEET = resolve(import.meta.dirname, '../../web/src/index.css');

const isChunk = (file: OutputChunk | OutputAsset | undefined): file is OutputChunk =>
  file?.type === 'chunk';

/**
 * The chunks reachable from `entry` through static and dynamic imports, without `excluded` (a
 * chunk the page never loads, whose imports are reached only through it).
 */
export function reachableChunks(bundle: OutputBundle, entry: string, excluded?: string) {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || seen.has(fileName) || fileName === excluded) return;
    seen.add(fileName);
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported);
  };
  visit(entry);
  return seen;
}

/** Tailwind's candidates (possible class names) in `sources`, as its scanner reads them. */
export function candidatesOf(sources: { content: string; extension: string }[]): string[] {
  return new Scanner({}).scanFiles(sources);
}

/** web/src/index.css built for `candidates` only, minified as the build minifies the whole one. */
export async function stylesheetFor(candidates: string[], css = readFileSync(STYLESHEET, 'utf8')) {
  const compiler = await compile(css, { base: dirname(STYLESHEET), onDependency: () => {} });
  return optimize(compiler.build(candidates), { minify: true }).code;
}
