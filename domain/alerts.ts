/**
 * Computed alerts of the "Alertes" screen (docs/product.md#alerts), from the space's tasks over the next
 * {@link ALERT_LOOKAHEAD_DAYS} days, series expanded:
 * - unassigned: a task (a task category, not an activity: docs/product.md#tasks) with no responsible
 *   adult; one alert per stored task, naming its first occurrence in the window;
 * - conflict: the same person, adult or child, on two items that overlap, by their end times when both
 *   have one, by equal start times otherwise; one alert per person and pair of stored tasks, naming the
 *   first day they clash (an event counts every one of its people).
 * Different people never conflict; items without a time never do either. Pure: shared by the Worker
 * (GET /alerts, and the answer of a task save) and the SPA.
 */
import { type CategoryId, isTaskCategory } from './categories.ts';
import {
  clashOnDay,
  type EventSpan,
  type SpanFields,
  spanOccurrences,
  spanOf,
} from './event-span.ts';
import { ignoredPairKey, occurrenceKey, seriesKeyOfTask } from './ignored-conflicts.ts';
import {
  compareOccurrences,
  expandTask,
  expandTasks,
  isRecurring,
  type Occurrence,
  occurrenceId,
  type RecurrenceRule,
} from './recurrence.ts';
import { namesInFrench, needsNobody, type TaskPersonRole } from './task-people.ts';
import { kindOfType, type TaskKind } from './tasks.ts';
import { addDays, type IsoDate } from './zoned-time.ts';

/** The conflict look-ahead (docs/product.md#alerts), used for both kinds of alert. */
export const ALERT_LOOKAHEAD_DAYS = 30;

export const ALERT_TEXTS = {
  unassignedTitle: 'Tâche non assignée',
  conflictTitle: "Conflit d'horaire",
} as const;

/** What detection reads of a stored task (a row of `tasks` with its people). */
export interface AlertTask extends RecurrenceRule {
  id: string;
  name: string;
  type: CategoryId;
  time: string | null;
  endTime: string | null;
  /** All-day and multi-day events (domain/event-span.ts): a camp keeps its people busy. */
  allDay?: boolean;
  endDate?: IsoDate | null;
  /** Every person of the task, adults and children. */
  people: readonly AlertPerson[];
  /**
   * Set on an occurrence of a followed calendar (domain/subscribed-conflicts.ts): read-only, it
   * clashes with the family's items but not with another calendar's.
   */
  calendar?: { id: string; name: string };
  /** Set on a single task of the family: what its items carry in {@link AlertItem.single}. */
  single?: AlertSingleTask;
}

/**
 * A single task of the family as the « Alertes » screen shows it, beyond its item's name, time, end
 * and adults: what a quick fix says it showed (`was`), so that the Worker completes the save from it
 * and tells the family in the save's own round trip
 * (docs/decisions/086-every-task-save-tells-in-one-trip.md).
 */
export interface AlertSingleTask {
  /** Its own day: a multi-day event's item is dated the day it clashes. */
  date: IsoDate;
  location: string | null;
  childIds: string[];
  allDay: boolean;
  endDate: IsoDate | null;
  hasNotification: boolean;
  notificationTime: number;
}

/** A person of a task, as conflicts count them. */
export interface AlertPerson {
  profileId: string;
  name: string | null;
  emoji: string | null;
  role: TaskPersonRole;
}

/** No responsible adult: what « Non assigné » counts. */
function hasNoResponsible(task: AlertTask): boolean {
  return !task.people.some((person) => person.role === 'responsible');
}

/** One occurrence named by an alert, with the ids the SPA's dialogs and task screens take. */
export interface AlertItem {
  /** The stored task (what an assignment or a reassignment updates). */
  taskId: string;
  /** `<taskId>_recurring_<date>` for an occurrence of a series, else the task id. */
  occurrenceId: string;
  date: IsoDate;
  name: string;
  type: CategoryId;
  kind: TaskKind;
  time: string | null;
  endTime: string | null;
  isRecurring: boolean;
  /** Its responsible adults' profile ids: « Qui le reprend ? » replaces one and keeps the others. */
  responsibleIds: string[];
  /** What « C'est voulu, ignorer » remembers of it: {@link occurrenceKey}. */
  key: string;
  /**
   * The followed calendar's name when the item is one of its events: no task screen, nothing to
   * reassign or move; only « C'est voulu, ignorer » applies.
   */
  calendar?: string;
  /** The rest of what the screen shows of a single task of the family; absent for a series. */
  single?: AlertSingleTask;
}

export interface UnassignedAlert {
  type: 'unassigned';
  /** Stable across requests: `unassigned:<taskId>`. */
  id: string;
  /** The first occurrence in the window. */
  date: IsoDate;
  /** Every occurrence in the window. */
  dates: IsoDate[];
  item: AlertItem;
  title: string;
  description: string;
}

/** The person two items clash for: an adult, or a child (`role`, absent on older answers). */
export interface AlertAdult {
  profileId: string;
  name: string | null;
  emoji: string | null;
  role?: TaskPersonRole;
}

export interface ConflictAlert {
  type: 'conflict';
  /** Stable across requests: `conflict:<taskId>:<taskId>`, the task ids sorted. */
  id: string;
  /** The first day the two clash. */
  date: IsoDate;
  /** Every day they clash in the window. */
  dates: IsoDate[];
  /**
   * The person « Qui le reprend ? » replaces: the first responsible adult the two clash for, else
   * the first person (a child's clash).
   */
  adult: AlertAdult;
  /** Everyone the two clash for, in the order met (one card names them all). */
  people?: AlertAdult[];
  /** Under « Conflits ignorés »: the pair stands for every clash of the two series. */
  series?: boolean;
  /** The two occurrences on `date`, earlier start first. */
  items: [AlertItem, AlertItem];
  title: string;
  description: string;
}

export type Alert = UnassignedAlert | ConflictAlert;

export interface Alerts {
  unassigned: UnassignedAlert[];
  conflicts: ConflictAlert[];
  /**
   * The clashes of the window that the family said « C'est voulu » about, one per pair of
   * occurrences (its one day in `dates`), soonest first: « Conflits ignorés », where each can be
   * flagged again.
   */
  ignored: ConflictAlert[];
}

/** The window of the alerts: today and the next days, {@link ALERT_LOOKAHEAD_DAYS} days in all. */
export function alertWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: today, to: addDays(today, ALERT_LOOKAHEAD_DAYS - 1) };
}

export function unassignedDescription(name: string): string {
  return `Aucun responsable n'est assigné à « ${name} ».`;
}

export function conflictDescription(
  who: string | null | readonly (string | null)[],
  first: string,
  second: string,
): string {
  const names = (Array.isArray(who) ? who : [who]).filter((name): name is string => Boolean(name));
  const pour = names.length > 0 ? ` pour ${namesInFrench(names)}` : '';
  return `« ${first} » et « ${second} » ont lieu en même temps${pour}.`;
}

/**
 * « Judo 17:00–18:00 »: an item's name and its time, with its end when it has one; a conflict card
 * names both, « Judo 17:00–18:00 et Dentiste 17:30 ».
 */
export function itemWithTime(item: Pick<AlertItem, 'name' | 'time' | 'endTime'>): string {
  if (!item.time) return item.name;
  return `${item.name} ${item.time}${item.endTime ? `–${item.endTime}` : ''}`;
}

/**
 * Whether two items of the same adult on the same day clash: their [start, end) intervals overlap
 * when both have an end time, otherwise they start at the same time.
 */
export function overlaps(
  a: { time: string | null; endTime: string | null },
  b: { time: string | null; endTime: string | null },
): boolean {
  if (!a.time || !b.time) return false;
  if (a.endTime && b.endTime) return a.time < b.endTime && b.time < a.endTime;
  return a.time === b.time;
}

/** An occurrence on one day; a multi-day one with its own span (that of its first day). */
type Expanded = Occurrence<AlertTask> & { span: EventSpan | null };

/**
 * The occurrences of `tasks`, a multi-day event on each day it covers, in the planning's order. A
 * repeating multi-day event gives each occurrence its own span, named by its first day
 * (docs/decisions/081-repeating-multi-day-events.md), one that began before `from` included.
 */
function expandWithSpans(tasks: readonly AlertTask[], from: IsoDate, to: IsoDate): Expanded[] {
  const all: Expanded[] = [];
  for (const task of tasks) {
    if (!spanOf(task)) {
      for (const occurrence of expandTask(task, from, to)) all.push({ ...occurrence, span: null });
      continue;
    }
    const recurring = isRecurring(task.recurrence);
    for (const { span, days } of spanOccurrences(task, from, to)) {
      const id = recurring ? occurrenceId(task.id, span.start) : task.id;
      for (const date of days) {
        all.push({
          ...task,
          id,
          originalId: task.id,
          instanceDate: span.start,
          date,
          span,
          isRecurring: recurring,
        });
      }
    }
  }
  return all.sort(compareOccurrences);
}

/** What {@link clashOnDay} reads of an occurrence: a multi-day one's own first and last day. */
function busyFields(occurrence: Expanded): SpanFields {
  const { span } = occurrence;
  return span ? { ...occurrence, date: span.start, endDate: span.end } : occurrence;
}

function toItem(occurrence: Occurrence<AlertTask>): AlertItem {
  return {
    taskId: occurrence.originalId,
    occurrenceId: occurrence.id,
    date: occurrence.date,
    name: occurrence.name,
    type: occurrence.type,
    kind: kindOfType(occurrence.type),
    time: occurrence.time,
    endTime: occurrence.endTime,
    isRecurring: occurrence.isRecurring,
    responsibleIds: occurrence.people
      .filter((person) => person.role === 'responsible')
      .map((person) => person.profileId),
    key: keyOf(occurrence),
    ...(occurrence.calendar ? { calendar: occurrence.calendar.name } : {}),
    ...(occurrence.single && !occurrence.isRecurring ? { single: occurrence.single } : {}),
  };
}

function keyOf(occurrence: Occurrence<AlertTask>): string {
  const { id, date, time, endTime } = occurrence;
  return occurrenceKey({ occurrenceId: id, date, time, endTime });
}

/** The unassigned alerts of `tasks` within [from, to], in order of first occurrence. */
export function findUnassigned(
  tasks: readonly AlertTask[],
  from: IsoDate,
  to: IsoDate,
): UnassignedAlert[] {
  const candidates = tasks.filter(
    (task) =>
      hasNoResponsible(task) &&
      isTaskCategory(task.type) &&
      !needsNobody({ allDay: task.allDay, multiDay: spanOf(task) !== null, responsibleCount: 0 }),
  );
  const byTask = new Map<string, UnassignedAlert>();
  // expandTasks orders by date then time: the first occurrence seen is the one to name.
  for (const occurrence of expandTasks(candidates, from, to)) {
    const existing = byTask.get(occurrence.originalId);
    if (existing) {
      existing.dates.push(occurrence.date);
      continue;
    }
    byTask.set(occurrence.originalId, {
      type: 'unassigned',
      id: `unassigned:${occurrence.originalId}`,
      date: occurrence.date,
      dates: [occurrence.date],
      item: toItem(occurrence),
      title: ALERT_TEXTS.unassignedTitle,
      description: unassignedDescription(occurrence.name),
    });
  }
  return [...byTask.values()];
}

/**
 * The conflict alerts of `tasks` within [from, to], in order of first clash; a pair of occurrences
 * the family said « C'est voulu » about (`ignored`, {@link ignoredPairKey}s) is left out.
 */
export function findConflicts(
  tasks: readonly AlertTask[],
  from: IsoDate,
  to: IsoDate,
  ignored: ReadonlySet<string> = new Set(),
): ConflictAlert[] {
  return splitConflicts(tasks, from, to, ignored).flagged;
}

/**
 * The clashes of `tasks` within [from, to], split in two: those to flag (see
 * {@link findConflicts}), and those of the `ignored` pairs, one alert per pair (named for the first
 * person it clashes for).
 */
function splitConflicts(
  tasks: readonly AlertTask[],
  from: IsoDate,
  to: IsoDate,
  ignored: ReadonlySet<string>,
): { flagged: ConflictAlert[]; ignored: ConflictAlert[] } {
  const named = tasks.filter(
    (task) => task.people.length > 0 && (task.time || spanOf(task) !== null),
  );
  // Occurrences by person and day: only those can clash.
  const slots = new Map<string, { person: AlertPerson; occurrences: Expanded[] }>();
  for (const occurrence of expandWithSpans(named, from, to)) {
    for (const person of occurrence.people) {
      const key = `${person.profileId}|${occurrence.date}`;
      const slot = slots.get(key);
      if (slot) slot.occurrences.push(occurrence);
      else slots.set(key, { person, occurrences: [occurrence] });
    }
  }
  const byPair = new Map<string, ConflictAlert>();
  const ignoredByKey = new Map<string, ConflictAlert>();
  // Map iteration follows insertion, and occurrences came in date order: first clashes come first.
  for (const { person, occurrences: slot } of slots.values()) {
    for (let i = 0; i < slot.length; i++) {
      for (let j = i + 1; j < slot.length; j++) {
        const a = slot[i] as Expanded;
        const b = slot[j] as Expanded;
        if (a.originalId === b.originalId) continue;
        // Two calendars the family does not own may overlap by design; nothing in Foyer can fix it.
        if (a.calendar && b.calendar) continue;
        if (!clashOnDay(busyFields(a), busyFields(b), a.date)) continue;
        const pairKey = ignored.size > 0 ? ignoredKeyOf(a, b, ignored) : null;
        if (pairKey) {
          // Both parents of one clash: the pair is one row to take back, said once.
          const known = ignoredByKey.get(pairKey);
          if (!known) {
            const alert = conflictAlert(`ignored:${pairKey}`, person, a, b);
            ignoredByKey.set(pairKey, pairKey.includes('@*') ? { ...alert, series: true } : alert);
          } else if (known.dates.includes(a.date)) addPerson(known, person);
          else known.dates.push(a.date);
          continue;
        }
        const [first, second] = a.originalId < b.originalId ? [a, b] : [b, a];
        const id = `conflict:${first.originalId}:${second.originalId}`;
        const existing = byPair.get(id);
        if (existing) {
          // One card per pair: another person of the same clash joins it, another day adds a day.
          if (existing.dates.includes(a.date)) addPerson(existing, person);
          else existing.dates.push(a.date);
          continue;
        }
        // slot is in time order, so a starts no later than b.
        byPair.set(id, conflictAlert(id, person, a, b));
      }
    }
  }
  const soonest = (x: ConflictAlert, y: ConflictAlert) =>
    x.date.localeCompare(y.date) || (x.items[0].time ?? '').localeCompare(y.items[0].time ?? '');
  return { flagged: [...byPair.values()], ignored: [...ignoredByKey.values()].sort(soonest) };
}

/**
 * The remembered pair that leaves the clash of `a` and `b` out: the two occurrences, or the two
 * stored items as wholes (« Ignorer pour toute la série »); null when neither is remembered.
 */
function ignoredKeyOf(a: Expanded, b: Expanded, ignored: ReadonlySet<string>): string | null {
  const occurrences = ignoredPairKey(keyOf(a), keyOf(b));
  if (ignored.has(occurrences)) return occurrences;
  if (a.calendar || b.calendar) return null;
  const series = ignoredPairKey(seriesKeyOfTask(a.originalId), seriesKeyOfTask(b.originalId));
  return ignored.has(series) ? series : null;
}

/** `person` also clashes on `alert`'s pair: named beside the others, and the one to replace if first adult. */
function addPerson(alert: ConflictAlert, person: AlertPerson) {
  const people = alert.people ?? [alert.adult];
  if (people.some((known) => known.profileId === person.profileId)) return;
  const added = toAdult(person);
  alert.people = [...people, added];
  if (alert.adult.role === 'child' && person.role === 'responsible') alert.adult = added;
  const [a, b] = alert.items;
  alert.description = conflictDescription(
    alert.people.map((known) => known.name),
    a.name,
    b.name,
  );
}

function toAdult(person: AlertPerson): AlertAdult {
  return { profileId: person.profileId, name: person.name, emoji: person.emoji, role: person.role };
}

/** The alert of `a` and `b` clashing for `person` on their day, `a` starting no later. */
function conflictAlert(id: string, person: AlertPerson, a: Expanded, b: Expanded): ConflictAlert {
  const adult = toAdult(person);
  return {
    type: 'conflict',
    id,
    date: a.date,
    dates: [a.date],
    adult,
    people: [adult],
    items: [toItem(a), toItem(b)],
    title: ALERT_TEXTS.conflictTitle,
    description: conflictDescription(adult.name, a.name, b.name),
  };
}

/**
 * Both kinds of alert of `tasks` within [from, to], the `ignored` pairs of occurrences left out;
 * `calendarTasks` (followed calendars' occurrences that count) take part in conflicts only.
 */
export function detectAlerts(
  tasks: readonly AlertTask[],
  from: IsoDate,
  to: IsoDate,
  ignored: ReadonlySet<string> = new Set(),
  calendarTasks: readonly AlertTask[] = [],
): Alerts {
  const conflicts = splitConflicts(
    calendarTasks.length > 0 ? [...tasks, ...calendarTasks] : tasks,
    from,
    to,
    ignored,
  );
  return {
    unassigned: findUnassigned(tasks, from, to),
    conflicts: conflicts.flagged,
    ignored: conflicts.ignored,
  };
}

/** The conflicts that involve the stored task `taskId` (what saving it has just caused). */
export function conflictsOfTask(conflicts: readonly ConflictAlert[], taskId: string) {
  return conflicts.filter((conflict) => conflict.items.some((item) => item.taskId === taskId));
}

/**
 * What a save's success toast adds when the saved task `taskId` now clashes: "Attention : conflit
 * d'horaire avec « Piscine » (Thomas)", a followed calendar's event named with its calendar
 * (« Cours de danse » du calendrier « École de danse » (Léa)), since it is no task of the family's;
 * null when it does not.
 */
export function conflictWarning(
  conflicts: readonly Pick<ConflictAlert, 'adult' | 'items'>[],
  taskId: string,
): string | null {
  const others = new Set<string>();
  for (const conflict of conflicts) {
    const other = conflict.items.find((item) => item.taskId !== taskId);
    if (!other) continue;
    const from = other.calendar ? ` du calendrier « ${other.calendar} »` : '';
    others.add(`« ${other.name} »${from}${conflict.adult.name ? ` (${conflict.adult.name})` : ''}`);
  }
  const names = [...others];
  if (names.length === 0) return null;
  const last = names.pop();
  const list = names.length > 0 ? `${names.join(', ')} et ${last}` : last;
  return `Attention : conflit d'horaire avec ${list}`;
}
