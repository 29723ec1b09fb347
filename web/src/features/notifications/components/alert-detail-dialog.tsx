import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import type { AlertItemView, AlertView } from '../api/get-alerts.ts';
import { categoryOf, repeatsLabel, whenLabel } from '../lib/alert-display.ts';
import { typeStyle } from '../lib/notification-style.ts';
import { capitalize, dayLabel, frenchSpacing } from '../lib/time.ts';
import { conflictPeople } from './alert-card.tsx';

/** Days listed under a conflict before "+n autres". */
const DAYS_SHOWN = 4;

/**
 * The detail of a computed alert: what it is about, then the way to fix it (the assignment dialog for
 * an unassigned task, the conflict dialog for a conflict), which `onResolve` opens.
 */
export function AlertDetailDialog({
  alert,
  today,
  onOpenChange,
  onResolve,
}: {
  alert: AlertView | null;
  today: string;
  onOpenChange: (open: boolean) => void;
  onResolve: (alert: AlertView) => void;
}) {
  return (
    <Dialog
      open={alert !== null}
      onOpenChange={onOpenChange}
      title={alert?.title ?? ''}
      description={alert ? frenchSpacing(alert.description) : undefined}
    >
      {alert ? (
        <div className="flex flex-col gap-4">
          <TypeChip type={alert.type} />
          {alert.type === 'unassigned' ? (
            <>
              <ItemSummary item={alert.item} today={today} />
              {repeatsLabel(alert.item, alert.dates) ? (
                <p className="text-sm text-muted">{repeatsLabel(alert.item, alert.dates)}</p>
              ) : null}
            </>
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-app">
                {/* A child is not « assigné », and a followed calendar's event is no one's task. */}
                {conflictPeople(alert).every((person) => person.role === 'child') ||
                alert.items.some((item) => item.calendar)
                  ? 'Les deux concernent'
                  : 'Les deux sont assignés à'}
                {conflictPeople(alert).map((person, index, all) => (
                  <span
                    key={person.profileId}
                    className="inline-flex items-center gap-1 font-semibold"
                  >
                    <span aria-hidden="true" className="text-xl">
                      {person.emoji ?? '🧑'}
                    </span>
                    {person.name ?? 'la même personne'}
                    {index < all.length - 2 ? ',' : index === all.length - 2 ? ' et' : ''}
                  </span>
                ))}
              </p>
              <ul className="flex flex-col gap-2">
                {alert.items.map((item) => (
                  <li key={item.occurrenceId}>
                    <ItemSummary item={item} today={today} />
                  </li>
                ))}
              </ul>
              {alert.dates.length > 1 ? <ConflictDays dates={alert.dates} today={today} /> : null}
            </>
          )}
          <Button className="w-full" onClick={() => onResolve(alert)}>
            {alert.type === 'unassigned' ? 'Assigner un responsable' : 'Résoudre le conflit'}
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}

export function TypeChip({ type }: { type: Parameters<typeof typeStyle>[0] }) {
  const style = typeStyle(type);
  const Icon = style.icon;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 self-start rounded-full px-2.5 py-1 text-sm font-semibold',
        style.chip,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {style.label}
    </span>
  );
}

/**
 * One item of an alert, opening its task screen (on the occurrence for a series); a followed
 * calendar's event has no screen in Foyer, so it is shown, not linked.
 */
function ItemSummary({ item, today }: { item: AlertItemView; today: string }) {
  if (item.calendar) {
    return (
      <div className="flex flex-col rounded-xl border border-dashed border-app border-l-4 bg-surface-muted p-3">
        <span className="font-semibold break-words text-app">{item.name}</span>
        <span className="text-sm text-muted">{categoryOf(item)}</span>
        <span className="text-sm text-app">{whenLabel(item, today)}</span>
      </div>
    );
  }
  return (
    <Link
      to={paths.task(item.taskId)}
      state={item.isRecurring ? { instanceDate: item.date } : {}}
      className={cn(
        'flex items-center gap-3 rounded-xl border border-app border-l-4 bg-surface-muted p-3 transition-colors hover:bg-accent-soft',
        item.kind === 'task' ? 'border-l-task' : 'border-l-activity',
      )}
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold break-words text-app">{item.name}</span>
        <span className="text-sm text-muted">{categoryOf(item)}</span>
        <span className="text-sm text-app">{whenLabel(item, today)}</span>
      </span>
      <span className="sr-only">(voir la fiche)</span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
    </Link>
  );
}

function ConflictDays({ dates, today }: { dates: readonly string[]; today: string }) {
  const shown = dates.slice(0, DAYS_SHOWN).map((date) => capitalize(dayLabel(date, today)));
  const more = dates.length - shown.length;
  return (
    <div className="text-sm">
      <p className="font-semibold text-app">
        {dates.length} jours concernés dans les 30 prochains jours :
      </p>
      <p className="text-muted">
        {shown.join(', ')}
        {more > 0 ? ` et ${more} autre${more > 1 ? 's' : ''}` : ''}
      </p>
    </div>
  );
}
