import { CircleAlert } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';

/** Placeholder rows while memos load (the card keeps its shape). */
export function MemoSkeletons({ count = 2 }: { count?: number }) {
  return (
    <div role="status" aria-label="Chargement des mémos..." className="flex flex-col gap-2">
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders without identity
          key={index}
          className="h-12 animate-pulse rounded-xl bg-surface-muted"
        />
      ))}
    </div>
  );
}

/** A failed load inside a card, with the server's French message and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-3 text-center">
      <p className="flex items-center gap-2 font-medium text-red-700 dark:text-red-300">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  );
}
