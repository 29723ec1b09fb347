// Runs before the first paint, so a dark-mode family never sees a white flash and a signed-in
// visitor never sees a page that is not for them. The build writes it inline into every HTML page,
// allowed by its hash (THEME_INIT_SHA256 in worker/lib/security-headers.ts, to update with it;
// docs/decisions/024-inline-first-paint.md); the file serves `npm run dev` and older cached pages.
// Keep the theme's key and values in step with web/src/lib/theme.ts, and the choice of page with
// web/src/public/routes.ts (docs/decisions/020-prerendered-public-pages.md).
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // storage may be blocked; fall back to the system preference
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  const html = document.documentElement;
  html.classList.toggle('dark', theme === 'dark');
  html.style.colorScheme = theme;
  // The phone's status bar follows the chosen theme, not only the system's (see lib/theme.ts).
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', theme === 'dark' ? '#0f172a' : '#2563eb');
  }

  // The public pages are prerendered: /login and /signup are not for a signed-in visitor (the
  // session hint cookie, docs/decisions/016), who goes on to `/`, where the app sends them to today
  // or the space chooser. index.html answers `/` and every path of the app: unless it shows the
  // welcome page to a signed-out visitor, its prerendered page is hidden (index.css) for the app.
  const signedIn = /(?:^|;\s*)(?:__Host-)?foyer_session=1(?:;|$)/.test(document.cookie);
  const path = location.pathname;
  const publicPage = ['/', '/login', '/signup', '/forgot-password'].includes(path);
  if (signedIn && (path === '/login' || path === '/signup')) location.replace('/');
  if (!publicPage || (signedIn && path !== '/forgot-password')) html.dataset.app = '';
  // The welcome page's own chunks, which index.html names here rather than as preloads because it
  // also answers the app's paths (scripts/lib/route-html.ts, docs/decisions/021).
  else {
    const preloads = document.querySelector('meta[name="foyer-page-preloads"]');
    for (const href of preloads?.getAttribute('content')?.split(' ') ?? []) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
  // A prerendered form sent before its script has run would be sent by the browser itself, its
  // password in the address: held, and marked so that the hydrated page sends it
  // (web/src/public/typed-before-hydration.tsx, which also sets the mark of hydration).
  document.addEventListener(
    'submit',
    (event) => {
      if ('hydrated' in html.dataset) return;
      event.preventDefault();
      event.target.setAttribute('data-held-submit', '');
    },
    true,
  );
})();
