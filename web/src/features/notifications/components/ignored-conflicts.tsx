import { ChevronDown, EyeOff } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { IGNORED_CONFLICT_MESSAGES as TEXTS } from '#domain/ignored-conflicts.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import type { ConflictView } from '../api/get-alerts.ts';
import { useIgnoreConflict } from '../api/ignore-conflict.ts';
import { capitalize, dayLabel } from '../lib/time.ts';
import { forWhom, ItemWithTime } from './alert-card.tsx';

/**
 * « Conflits ignorés »: the clashes of the window that the family said « C'est voulu » about,
 * folded under the alerts, each with « Signaler de nouveau » for a tap made too fast or a plan
 * that changed (docs/decisions/046-ignored-conflicts.md). Shown only when there is one.
 */
export function IgnoredConflicts({
  spaceId,
  ignored,
  today,
}: {
  spaceId: string | undefined;
  ignored: readonly ConflictView[];
  today: string;
}) {
  const [sending, setSending] = useState<string | null>(null);
  const { undo } = useIgnoreConflict(spaceId);
  if (ignored.length === 0) return null;

  const flagAgain = (conflict: ConflictView) => {
    setSending(conflict.id);
    undo([conflict.items[0].key, conflict.items[1].key], conflict.series)
      .then(
        (body) => toast.success(body.message),
        () => toast.error(TEXTS.flagAgainFailed),
      )
      .finally(() => setSending(null));
  };

  return (
    <Card asChild className="group/fold p-0">
      <Collapsible.Root>
        <h3>
          <Collapsible.Trigger className="flex min-h-12 w-full items-center gap-3 rounded-2xl px-4 text-left font-semibold text-app transition-colors hover:bg-surface-muted">
            <EyeOff aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <span className="flex min-w-0 flex-1 flex-col py-1.5 leading-tight">
              <span>
                {TEXTS.listTitle} <span className="text-muted">({ignored.length})</span>
              </span>
              <span className="text-sm font-medium text-muted">{TEXTS.listHint}</span>
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]/fold:rotate-180"
            />
          </Collapsible.Trigger>
        </h3>
        <Collapsible.Content>
          <ul aria-label={TEXTS.listTitle} className="flex flex-col px-4 pb-2">
            {ignored.map((conflict) => {
              const when = conflict.series
                ? TEXTS.seriesRow
                : capitalize(dayLabel(conflict.date, today));
              const who = forWhom(conflict);
              return (
                <li
                  key={conflict.id}
                  className="flex flex-col items-start gap-2 border-t border-app py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <p className="min-w-0 text-sm text-app sm:flex-1">
                    <span className="font-semibold">{when}</span>
                    {'\u00a0: '}
                    <ItemWithTime item={conflict.items[0]} />
                    {' et '}
                    <ItemWithTime item={conflict.items[1]} />
                    {who ? <span className="block text-muted">{who}</span> : null}
                  </p>
                  <Button
                    variant="outline"
                    size="sm"
                    busy={sending === conflict.id}
                    aria-label={`${TEXTS.flagAgain} : ${conflict.items[0].name} et ${conflict.items[1].name}, ${conflict.series ? TEXTS.seriesRow.toLowerCase() : dayLabel(conflict.date, today)}`}
                    onClick={() => flagAgain(conflict)}
                  >
                    {TEXTS.flagAgain}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
