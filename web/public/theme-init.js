// Runs before the first paint so a dark-mode family never sees a white flash.
// Keep the key and the values in step with web/src/lib/theme.ts.
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
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  // The phone's status bar follows the chosen theme, not only the system's (see lib/theme.ts).
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', theme === 'dark' ? '#0f172a' : '#2563eb');
  }
})();
