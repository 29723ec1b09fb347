import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';

interface ScreenLayoutProps {
  title: string;
  description?: ReactNode;
  /** Where "Retour" leads; no "Retour" without it (nor `back`). */
  backTo?: string;
  /** A « Retour » of its own (e.g. BackOrSignOut), in place of `backTo`'s link. */
  back?: ReactNode;
  /** Above the title: an emoji or an icon that says what the screen is about. */
  emblem?: ReactNode;
  /** Wider on desktop, for grids of cards. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the space and profile screens: back, theme, a friendly title, then the content. */
export function ScreenLayout({
  title,
  description,
  backTo,
  back,
  emblem,
  wide = false,
  children,
}: ScreenLayoutProps) {
  return (
    <div className="min-h-dvh bg-app">
      <div
        className={cn(
          'mx-auto flex min-h-dvh max-w-md flex-col px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:px-6',
          wide ? 'md:max-w-3xl' : 'md:max-w-xl',
        )}
      >
        <header className="flex items-center justify-between">
          {back ?? (backTo ? <BackLink to={backTo} /> : <span />)}
          <ThemeToggle />
        </header>
        <main id="contenu" className="flex flex-1 flex-col pt-2 md:pt-6">
          <div className="mb-6 flex flex-col items-center text-center">
            {emblem ? (
              <div
                aria-hidden="true"
                className="mb-3 grid size-16 place-items-center rounded-3xl bg-surface text-4xl shadow-sm ring-1 ring-[var(--app-border)]"
              >
                {emblem}
              </div>
            ) : null}
            <h1 className="text-2xl font-extrabold tracking-tight text-app sm:text-3xl">{title}</h1>
            {description ? <div className="mt-2 text-muted">{description}</div> : null}
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}

export function BackLink({ to, label = 'Retour' }: { to: string; label?: string }) {
  return (
    <Link
      to={to}
      className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 font-semibold text-app transition-colors hover:bg-surface-muted"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {label}
    </Link>
  );
}
