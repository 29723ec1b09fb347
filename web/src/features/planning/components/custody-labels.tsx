/**
 * Whose home it is (« Garde », docs/decisions/062-custody-patterns.md), as the week, the day and the
 * month show it: a band in the parent's colour with their name (the name is always written: colour is
 * never the only signal), and the hand-over with its time on the day the home changes.
 */
import { Repeat } from 'lucide-react';
import type { CSSProperties } from 'react';
import { CUSTODY_TEXTS, custodyRuns } from '#domain/custody.ts';
import { dayOfMonth, shortWeekday } from '#domain/french.ts';
import { PROFILE_COLOURS, type ProfileColourId } from '#domain/profile-colours.ts';
import { addDays, type IsoDate } from '#domain/zoned-time.ts';
import { cn } from '../../../lib/cn.ts';
import { type CustodyDayView, useCustodyDays } from '../api/custody.ts';

/** The parent's colour as the two CSS variables the band's classes read, light and dark. */
export function custodyColour(colour: ProfileColourId): CSSProperties {
  const shade = PROFILE_COLOURS.find((c) => c.id === colour) ?? PROFILE_COLOURS[0];
  return { '--custody-light': shade.light, '--custody-dark': shade.dark } as CSSProperties;
}

/** White on the palette's light-theme shades, near-black on its dark-theme ones: both ≥ 4.5:1. */
export const CUSTODY_BAND =
  'bg-[var(--custody-light)] text-white dark:bg-[var(--custody-dark)] dark:text-slate-950';

/** « Léa : » before a child's own pattern; nothing for the pattern of all the children. */
function whose(view: CustodyDayView): string {
  return view.child ? `${view.child} : ` : '';
}

/** The day's hand-over sentence: « 18:00 Échange de garde : chez Thomas ». */
export function handoverText(view: CustodyDayView): string {
  return `${whose(view)}${CUSTODY_TEXTS.handover(view.time, view.parent.name)}`;
}

/** The week's day card: « Chez Thomas » pills, and the hand-over line on its day. */
export function CustodyDayPills({ day }: { day: IsoDate }) {
  const views = useCustodyDays(day, day)[day];
  if (!views?.length) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Garde">
      {views.map((view) => (
        <li
          key={view.patternId}
          style={custodyColour(view.parent.colour)}
          className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', CUSTODY_BAND)}
        >
          {view.handoverFrom ? (
            <span className="inline-flex items-center gap-1">
              <Repeat aria-hidden="true" className="size-3" />
              {handoverText(view)}
            </span>
          ) : (
            `${whose(view)}${CUSTODY_TEXTS.at(view.parent.name)}`
          )}
        </li>
      ))}
    </ul>
  );
}

/** The day view: « Léa est chez Camille », « Les enfants sont chez Camille », and the hand-over. */
export function CustodyDayLine({ day }: { day: IsoDate }) {
  const views = useCustodyDays(day, day)[day];
  if (!views?.length) return null;
  return (
    <ul className="flex flex-col gap-1" aria-label="Garde">
      {views.map((view) => (
        <li key={view.patternId} className="flex flex-wrap items-center gap-2 text-sm">
          <span
            style={custodyColour(view.parent.colour)}
            className={cn('rounded-full px-2.5 py-0.5 font-semibold', CUSTODY_BAND)}
          >
            {CUSTODY_TEXTS.dayWith(view.child, view.parent.name)}
          </span>
          {view.handoverFrom ? (
            <span className="inline-flex items-center gap-1 font-medium text-app">
              <Repeat aria-hidden="true" className="size-4" />
              {`${view.time} Échange de garde : de chez ${view.handoverFrom.name} à chez ${view.parent.name}`}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** « ven. 27 », for a run's first and last day. */
function shortDay(day: IsoDate): string {
  return `${shortWeekday(day)} ${dayOfMonth(day)}`;
}

/**
 * Above the week's days: one line per pattern, « Semaine chez Thomas » when one home has the whole
 * week, else each run of days « Chez Thomas · lun. 23 – jeu. 26 ». Written as text rather than
 * drawn across columns: the week is a list on a phone and a grid of three on a desktop.
 */
export function CustodyWeekBand({ monday }: { monday: IsoDate }) {
  const sunday = addDays(monday, 6);
  const byDay = useCustodyDays(monday, sunday);
  const patterns = new Map<string, CustodyDayView>();
  for (const views of Object.values(byDay)) {
    for (const view of views) if (!patterns.has(view.patternId)) patterns.set(view.patternId, view);
  }
  if (patterns.size === 0) return null;
  return (
    <section aria-label="Garde de la semaine" className="flex flex-col gap-1">
      {[...patterns.values()].map((first) => {
        const days = Object.fromEntries(
          Object.entries(byDay).flatMap(([day, views]) => {
            const view = views.find((v) => v.patternId === first.patternId);
            return view ? [[day, { parentId: view.parent.id, view }]] : [];
          }),
        );
        const runs = custodyRuns(days, monday, sunday);
        const whole = runs.length === 1 && runs[0]?.first === monday && runs[0]?.last === sunday;
        return (
          <ul key={first.patternId} className="flex flex-wrap gap-1.5">
            {runs.map((run) => {
              const view = days[run.first]?.view as CustodyDayView;
              const span =
                run.first === run.last
                  ? shortDay(run.first)
                  : `${shortDay(run.first)} – ${shortDay(run.last)}`;
              return (
                <li
                  key={run.first}
                  style={custodyColour(view.parent.colour)}
                  className={cn('rounded-lg px-2.5 py-1 text-sm font-semibold', CUSTODY_BAND)}
                >
                  {whose(view)}
                  {whole
                    ? CUSTODY_TEXTS.week(view.parent.name)
                    : `${CUSTODY_TEXTS.at(view.parent.name)} · ${span}`}
                </li>
              );
            })}
          </ul>
        );
      })}
    </section>
  );
}

/** Under the month grid: which colour is whose home, for the bands along the cells' top. */
export function MonthCustodyLegend({ from, to }: { from: IsoDate; to: IsoDate }) {
  const byDay = useCustodyDays(from, to);
  const parents = new Map<string, CustodyDayView['parent']>();
  for (const views of Object.values(byDay)) {
    for (const view of views) parents.set(view.parent.id, view.parent);
  }
  if (parents.size === 0) return null;
  return (
    <section aria-label="Garde" className="flex flex-wrap items-center gap-2 text-sm text-app">
      <span className="font-semibold">{CUSTODY_TEXTS.section} :</span>
      {[...parents.values()].map((parent) => (
        <span
          key={parent.id}
          style={custodyColour(parent.colour)}
          className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', CUSTODY_BAND)}
        >
          {CUSTODY_TEXTS.at(parent.name)}
        </span>
      ))}
    </section>
  );
}
