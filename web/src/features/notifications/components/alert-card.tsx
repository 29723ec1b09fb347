import { ChevronRight } from 'lucide-react';
import { itemWithTime } from '#domain/alerts.ts';
import { namesInFrench } from '#domain/task-people.ts';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';
import type { AlertView, ConflictView } from '../api/get-alerts.ts';
import { whenLabel } from '../lib/alert-display.ts';
import { typeStyle } from '../lib/notification-style.ts';
import { capitalize, dayLabel, frenchSpacing } from '../lib/time.ts';
import { TypeIcon } from './notification-parts.tsx';

/** A computed alert (unassigned red, conflict amber): tapping it opens its detail. */
export function AlertCard({
  alert,
  today,
  onOpen,
}: {
  alert: AlertView;
  today: string;
  onOpen: () => void;
}) {
  const style = typeStyle(alert.type);
  return (
    <Card
      asChild
      className={cn(
        'flex w-full items-start gap-3 border-l-4 p-3 text-left transition-colors hover:bg-surface-muted sm:p-4',
        style.bar,
      )}
    >
      <button type="button" onClick={onOpen}>
        <TypeIcon type={alert.type} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="font-bold text-app">{alert.title}</span>
          <span className="text-app">{frenchSpacing(alert.description)}</span>
          <span className="text-sm text-muted">
            {alert.type === 'unassigned' ? (
              whenLabel(alert.item, today)
            ) : (
              // « Demain : Judo 17:00–18:00 et Dentiste 17:30 ».
              <>
                {capitalize(dayLabel(alert.date, today))}
                {'\u00a0: '}
                <ItemWithTime item={alert.items[0]} />
                {' et '}
                <ItemWithTime item={alert.items[1]} />
              </>
            )}
            {alert.dates.length > 1 ? ` · ${alert.dates.length} jours concernés` : ''}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="mt-3 size-5 shrink-0 text-muted" />
      </button>
    </Card>
  );
}

/**
 * « Judo 17:00–18:00 »: a long name wraps on a phone rather than run out of the card, while its
 * times stay on one line.
 */
export function ItemWithTime({ item }: { item: ConflictView['items'][number] }) {
  const times = itemWithTime(item).slice(item.name.length).trim();
  return (
    <>
      {item.name}
      {times ? (
        <>
          {' '}
          <span className="whitespace-nowrap">{times}</span>
        </>
      ) : null}
    </>
  );
}

/** Everyone a clash is for, as one card names them (older answers name one person). */
export function conflictPeople(conflict: ConflictView): ConflictView['adult'][] {
  return conflict.people && conflict.people.length > 0 ? conflict.people : [conflict.adult];
}

/** « Pour Fatou et Hugo »; null when no one is named. */
export function forWhom(conflict: ConflictView): string | null {
  const names = conflictPeople(conflict).flatMap((person) => (person.name ? [person.name] : []));
  return names.length > 0 ? `Pour ${namesInFrench(names)}` : null;
}
