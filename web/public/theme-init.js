// Runs before the first paint, so a dark-mode family never sees a white flash. The build writes it
// inline into every HTML page, allowed by its hash (THEME_INIT_SHA256 in
// worker/lib/security-headers.ts, to update with it; docs/decisions/024-inline-first-paint.md); the
// file serves `npm run dev` and older cached pages. Keep the theme's key and values in step with
// web/src/lib/theme.ts.
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
