import { useQuery } from '@tanstack/react-query';
import { Bell, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MemoItem } from '#domain/memos.ts';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { useSelectedProfile } from '../../../lib/profiles.ts';
import { Card } from '../../../ui/card.tsx';
import { profileMemosQueryOptions } from '../../memos/public.ts';
import { EVERYONE, FamilyDays, NextHandover } from '../../planning/public.ts';

/**
 * The home's agenda (docs/product.md#dashboard): the next hand-over and the next reminder first,
 * then the whole family's « Aujourd'hui » and « Demain », which « Mes tâches » narrows to what
 * concerns the selected profile. Everything comes in one round of requests, side by side.
 */
export function FamilyAgenda() {
  const { profile } = useSelectedProfile();
  const [mine, setMine] = useState(false);
  const person = mine && profile ? profile.id : EVERYONE;
  return (
    <Card asChild className="p-3 sm:p-4">
      <section aria-labelledby="agenda-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="agenda-title" className="text-lg font-bold text-app">
            Agenda
          </h2>
          <div className="flex items-center gap-1">
            <AgendaFilter mine={mine} onChange={setMine} />
            <Link
              to={paths.planning}
              className="-mr-1 inline-flex min-h-11 shrink-0 items-center gap-0.5 rounded-xl px-2 text-sm font-semibold whitespace-nowrap text-accent hover:bg-accent-soft"
            >
              Tout voir
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        </div>
        <div className="flex flex-col gap-1 empty:hidden">
          <NextHandover />
          <NextReminder />
        </div>
        <FamilyDays person={person} />
      </section>
    </Card>
  );
}

/** « Famille » / « Mes tâches »: two pressed-or-not buttons, the family's day by default. */
function AgendaFilter({ mine, onChange }: { mine: boolean; onChange: (mine: boolean) => void }) {
  const option = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={mine === value}
      onClick={() => onChange(value)}
      className={cn(
        'min-h-11 rounded-lg px-2.5 text-sm font-semibold transition-colors',
        mine === value ? 'bg-primary text-on-primary' : 'text-app hover:bg-surface',
      )}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="flex rounded-xl bg-surface-muted p-0.5">
      <legend className="sr-only">Afficher</legend>
      {option(false, 'Famille')}
      {option(true, 'Mes tâches')}
    </fieldset>
  );
}

/** The selected profile's next memo reminder still to come, if any. */
export function nextReminder(memos: readonly MemoItem[], now: Date): MemoItem | null {
  const ahead = memos
    .filter((memo) => !memo.doneAt && memo.dueAt && Date.parse(memo.dueAt) > now.getTime())
    .sort((a, b) => (a.dueAt ?? '').localeCompare(b.dueAt ?? ''));
  return ahead[0] ?? null;
}

const REMINDER_MOMENT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
};

/** « Rappel · lundi 30 novembre à 08:00 : Acheter le cadeau de Léa ». */
function NextReminder() {
  const { space } = useActiveSpace();
  const { profile } = useSelectedProfile();
  const memos = useQuery({
    ...profileMemosQueryOptions(space?.id ?? '', profile?.id ?? ''),
    enabled: Boolean(space && profile),
  });
  const next = nextReminder(memos.data ?? [], new Date());
  if (!next?.dueAt) return null;
  const when = new Intl.DateTimeFormat('fr-FR', {
    ...REMINDER_MOMENT,
    timeZone: space?.timezone ?? 'Europe/Paris',
  }).format(new Date(next.dueAt));
  return (
    <p className="flex items-start gap-2 text-sm text-app">
      <Bell aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">Rappel</span>
        {` · ${when} : ${next.text}`}
      </span>
    </p>
  );
}
