/**
 * The public pages' own build (docs/decisions/029-public-pages-on-preact.md): their entry
 * (web/src/public/entry.tsx) and every module it can load, with `react` and `react-dom` resolved
 * to Preact's compatibility layer. The components are the same source as the app's; only the
 * runtime differs: about 10 KiB gzip instead of React's 60. Run by scripts/lib/route-html.ts during
 * the app's build, which writes these files beside the app's.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rolldown';
import { type Alias, build } from 'vite';
import { dateFnsFrenchByDefault, sonnerFacade } from './spa-plugins.ts';

const WEB = resolve(import.meta.dirname, '../../web');

/** React's modules as Preact provides them. */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/** The public entry's module, relative to the repository root. */
export const PUBLIC_ENTRY = 'web/src/public/entry.tsx';

/** Builds the public pages' scripts in memory: every output file by its name (`assets/…`). */
export async function buildPublicPages(): Promise<OutputBundle> {
  const result = await build({
    configFile: false,
    root: WEB,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: PREACT_ALIASES },
    plugins: [sonnerFacade(), dateFnsFrenchByDefault(), react()],
    build: {
      write: false,
      copyPublicDir: false,
      sourcemap: false,
      rolldownOptions: {
        input: { public: resolve(WEB, '../', PUBLIC_ENTRY) },
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          // `-p-` tells them from the app's chunks of the same module; the password estimator
          // keeps its name first, which the service worker leaves out of its precache (vite.config.ts).
          chunkFileNames: 'assets/[name]-p-[hash].js',
          codeSplitting: {
            groups: [{ name: 'password-estimator', test: /node_modules[\\/]@zxcvbn-ts[\\/]/ }],
          },
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  if (outputs.length === 0) throw new Error('public-build: no output');
  return Object.fromEntries(outputs.map((file) => [file.fileName, file]));
}
