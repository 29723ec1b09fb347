import { CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';

/** A failed load, with the server's French message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 p-6 text-center shadow-none">
      <CircleAlert aria-hidden="true" className="size-8 text-red-600 dark:text-red-400" />
      <p className="font-medium text-app">{message}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          Réessayer
        </Button>
      ) : null}
    </Card>
  );
}

/** "Liste non trouvée": deleted, of a space the user is not in, or a wrong link. */
export function NotFoundState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 px-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted" />
      <h2 className="text-xl font-bold text-app">{title}</h2>
      <p className="max-w-sm text-muted">
        Elle a peut-être été supprimée, ou elle appartient à un autre espace famille.
      </p>
      {children}
    </div>
  );
}
