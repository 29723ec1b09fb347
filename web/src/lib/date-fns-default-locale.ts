/**
 * date-fns' default locale in the SPA's build (the `foyer:date-fns-locale` plugin of
 * vite.config.ts): French, where date-fns would import its English one beside it. `format` and
 * `formatDistanceStrict` import the default even when given a locale, and every call of the SPA
 * gives `fr` (or formats digits only, `yyyy-MM-dd`), so this only takes en-US (about 3 KiB gzip)
 * off the planning's first paint (docs/decisions/023-public-pages-without-tailwind-merge.md).
 */
export { fr as defaultLocale } from 'date-fns/locale/fr';
