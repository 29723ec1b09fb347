import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../lib/theme.ts';
import { Button } from './button.tsx';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? 'Activer le thème clair' : 'Activer le thème sombre';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={className}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-6" />
      ) : (
        <Moon aria-hidden="true" className="size-6" />
      )}
    </Button>
  );
}
