import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn.ts';

/**
 * The top bar of the planning, lists and alerts screens: back, the screen's title (the page's h1)
 * and its actions (icon buttons, the bell: whatever the screen passes). Sticky, so the way back and
 * the actions stay under the thumb while the list scrolls.
 */
export function ScreenHeader({
  title,
  backTo,
  backState,
  onBack,
  actions,
  wide = false,
}: {
  title: ReactNode;
  backTo?: string;
  backState?: unknown;
  /** Instead of a link (e.g. back in history). */
  onBack?: () => void;
  actions?: ReactNode;
  /** As wide as the week and month grids (the whole width on a desktop). */
  wide?: boolean;
}) {
  const backClass =
    '-ml-2 grid size-11 shrink-0 place-items-center rounded-xl text-app transition-colors hover:bg-surface-muted';
  return (
    <header className="sticky top-0 z-20 border-b border-app bg-app/90 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div
        className={cn(
          'mx-auto flex min-h-16 w-full items-center gap-2 px-4',
          // From 1024 px, the grids take the width beside the side navigation: wider cells, longer titles.
          wide ? 'max-w-5xl lg:max-w-none' : 'max-w-3xl',
        )}
      >
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label="Retour"
            title="Retour"
            className={backClass}
          >
            <ArrowLeft aria-hidden="true" className="size-6" />
          </button>
        ) : backTo ? (
          <Link
            to={backTo}
            state={backState}
            aria-label="Retour"
            title="Retour"
            className={backClass}
          >
            <ArrowLeft aria-hidden="true" className="size-6" />
          </Link>
        ) : null}
        <h1 className="min-w-0 flex-1 truncate text-xl font-bold tracking-tight text-app">
          {title}
        </h1>
        {actions ? <div className="flex shrink-0 items-center gap-1">{actions}</div> : null}
      </div>
    </header>
  );
}

/** An icon-only button of the header (44 px, labelled for screen readers and as a tooltip). */
export function HeaderIconButton({
  label,
  onClick,
  children,
  tone = 'default',
}: {
  label: string;
  onClick?: () => void;
  children: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cn(
        'grid size-11 place-items-center rounded-xl transition-colors hover:bg-surface-muted',
        tone === 'danger' ? 'text-red-600 dark:text-red-400' : 'text-app',
      )}
    >
      {children}
    </button>
  );
}
