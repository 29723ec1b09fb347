import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key (docs/product.md#routes-and-guards); read before paint by /theme-init.js. */
export const THEME_STORAGE_KEY = 'theme';

export type Theme = 'light' | 'dark';

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
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

const listeners = new Set<() => void>();

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // private mode: the choice lasts for this page only
  }
  apply(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Follow the system while the family has not chosen, and other tabs when it has.
  const media = matchMedia('(prefers-color-scheme: dark)');
  const onSystem = () => {
    if (!storedTheme()) {
      apply(systemTheme());
      listener();
    }
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY) {
      apply(currentTheme());
      listener();
    }
  };
  media.addEventListener('change', onSystem);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystem);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggle = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme]);
  return { theme, setTheme, toggle };
}
