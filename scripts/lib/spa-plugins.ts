/**
 * Resolution rules of the SPA's builds: the app's (vite.config.ts) and the public pages' own
 * (scripts/lib/public-build.ts) resolve these imports alike.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const TOAST_FACADE = resolve(import.meta.dirname, '../../web/src/lib/toast.ts');
const SONNER_ITSELF = ['/web/src/lib/toast.ts', '/web/src/ui/app-toaster.tsx'];
const DATE_FNS_DEFAULT_LOCALE = resolve(
  import.meta.dirname,
  '../../web/src/lib/date-fns-default-locale.ts',
);

/**
 * sonner loads with the first message, not on the first paint: the SPA's `from 'sonner'` is
 * web/src/lib/toast.ts, which queues the messages until sonner is there; that module and the
 * region's (ui/app-toaster.tsx, loaded by ui/lazy-toaster.tsx) import sonner itself
 * (docs/decisions/021-planning-first-visit.md).
 */
export function sonnerFacade(): Plugin {
  return {
    name: 'foyer:sonner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'sonner' || !importer) return undefined;
      const from = importer.split('?')[0] ?? '';
      return SONNER_ITSELF.some((file) => from.endsWith(file)) ? undefined : TOAST_FACADE;
    },
  };
}

/**
 * date-fns' `format` imports its English default locale even when given `fr`, as every call of the
 * SPA does: French is the default in the build (docs/decisions/023-public-pages-without-tailwind-merge.md).
 */
export function dateFnsFrenchByDefault(): Plugin {
  return {
    name: 'foyer:date-fns-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './_lib/defaultLocale.js' || !importer) return undefined;
      return /[\\/]node_modules[\\/]date-fns[\\/]/.test(importer)
        ? DATE_FNS_DEFAULT_LOCALE
        : undefined;
    },
  };
}
