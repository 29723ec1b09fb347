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
})();
