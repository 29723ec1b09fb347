import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { storedValue } from './stored-value.ts';

/** The family's choice (docs/product.md#routes-and-guards); read before paint by /theme-init.js. */
export const themeChoice = storedValue('theme', 'themeChanged');

export type Theme = 'light' | 'dark';

/** The choice made on this page when storage refused it (private mode): it lasts for the page. */
let pageChoice: Theme | null = null;

function storedTheme(): Theme | null {
  const value = themeChoice.read();
  return value === 'dark' || value === 'light' ? value : pageChoice;
}

function systemTheme(): Theme {
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The stored choice, otherwise the system preference. */
export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

/** Status bar colours of index.html's theme-color metas (kept in step with /theme-init.js). */
const STATUS_BAR_COLOR: Record<Theme, string> = { light: '#2563eb', dark: '#0f172a' };

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', STATUS_BAR_COLOR[theme]);
  }
}

export function setTheme(theme: Theme) {
  pageChoice = theme;
  apply(theme);
  themeChoice.write(theme);
}

function subscribe(listener: () => void) {
  // A choice made here or in another tab.
  const unsubscribe = themeChoice.subscribe(() => {
    apply(currentTheme());
    listener();
  });
  // Follow the system while the family has not chosen.
  const media = matchMedia('(prefers-color-scheme: dark)');
  const onSystem = () => {
    if (!storedTheme()) {
      apply(systemTheme());
      listener();
    }
  };
  media.addEventListener('change', onSystem);
  return () => {
    unsubscribe();
    media.removeEventListener('change', onSystem);
  };
}

/**
 * Applies a choice made in another tab, or a change of the system's, to this page's `<html>`
 * without re-rendering anything: mounted once by the app's providers, whatever the screen shows.
 */
export function useFollowTheme() {
  useEffect(() => subscribe(() => undefined), []);
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggle = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme]);
  return { theme, setTheme, toggle };
}
