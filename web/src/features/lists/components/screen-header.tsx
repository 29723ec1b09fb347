import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The top bar of the list screens: back, the screen's title (the page's h1) and its actions. Sticky,
 * so the way back and the actions stay under the thumb while a long list scrolls.
 */
export function ScreenHeader({
  title,
  backTo,
  actions,
}: {
  title: ReactNode;
  backTo?: string;
  actions?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-20 border-b border-app bg-app/90 pt-[env(safe-area-inset-top)] backdrop-blur-md">
      <div className="mx-auto flex min-h-16 w-full max-w-3xl items-center gap-2 px-4">
        {backTo ? (
          <Link
            to={backTo}
            aria-label="Retour"
            title="Retour"
            className="-ml-2 grid size-11 shrink-0 place-items-center rounded-xl text-app transition-colors hover:bg-surface-muted"
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
