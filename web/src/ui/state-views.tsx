import { CircleAlert, SearchX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';
import { Card } from './card.tsx';

/**
 * A failed load, with the server's French message and a way to try again: a card of its own where a
 * screen's content should be, or `inCard` a line inside a card that is already there (a panel).
 */
export function LoadError({
  message,
  onRetry,
  inCard = false,
}: {
  message: string;
  onRetry?: () => void;
  inCard?: boolean;
}) {
  if (inCard) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-3 text-center">
        <p className="flex items-center gap-2 font-medium text-red-700 dark:text-red-300">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {message}
        </p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Réessayer
          </Button>
        ) : null}
      </div>
    );
  }
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

/**
 * Data that could not load because the device is offline: said plainly (« Hors ligne : planning non
 * chargé »), never as an empty state, with « Réessayer ». A card of its own, or `inCard` a block
 * inside a panel that is already there.
 */
export function OfflineState({
  message,
  onRetry,
  inCard = false,
}: {
  message: string;
  onRetry: () => void;
  inCard?: boolean;
}) {
  const body = (
    <>
      <WifiOff aria-hidden="true" className={cn('text-muted', inCard ? 'size-6' : 'size-8')} />
      <p className="font-medium text-app">{message}</p>
      <Button variant="outline" size={inCard ? 'sm' : 'md'} onClick={onRetry}>
        Réessayer
      </Button>
    </>
  );
  if (inCard) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 py-3 text-center">
        {body}
      </div>
    );
  }
  return (
    <Card
      role="status"
      className="flex flex-col items-center gap-3 border-dashed p-6 text-center shadow-none"
    >
      {body}
    </Card>
  );
}

/** A task or a list that is not there: deleted, of a space the user is not in, or a wrong link. */
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

const SKELETON_SHAPES = {
  /** Item cards of a screen (a day of the planning, alerts, notifications). */
  card: { list: 'gap-3', item: 'h-20 rounded-2xl border border-app bg-surface-muted' },
  /** Rows inside a panel (memos). */
  row: { list: 'gap-2', item: 'h-12 rounded-xl bg-surface-muted' },
} as const;

/** Placeholders while a list loads: it keeps its shape, nothing jumps when the items come. */
export function ItemSkeletons({
  count = 3,
  shape = 'card',
  label = 'Chargement...',
}: {
  count?: number;
  shape?: keyof typeof SKELETON_SHAPES;
  label?: string;
}) {
  const classes = SKELETON_SHAPES[shape];
  return (
    <div role="status" aria-label={label} className={cn('flex flex-col', classes.list)}>
      {Array.from({ length: count }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders without identity
          key={index}
          className={cn('animate-pulse', classes.item)}
        />
      ))}
    </div>
  );
}
