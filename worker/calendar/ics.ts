/**
 * The iCalendar text of a planning (docs/decisions/013-calendar-feed.md): one VEVENT per stored task,
 * a series as its RRULE with its exceptions as EXDATE, never expanded copies, so that a calendar
 * application shows exactly the days domain/recurrence.ts computes (tests/unit/calendar-ics.test.ts
 * checks it over whole years, DST changes included).
 *
 * - Times are the family's wall-clock times in the space's zone (`DTSTART;TZID=Europe/Paris:…`), with
 *   the zone's VTIMEZONE (timezones-ical-library); an item without a time is a whole-day event.
 * - DTSTART is the series' first real occurrence (a daily series on Monday and Thursday made on a
 *   Saturday starts on the Monday): RFC 5545 leaves a DTSTART outside the rule undefined.
 * - UNTIL is the end date's last second in UTC (RFC 5545 §3.3.10 requires UTC with a TZID start), or
 *   the end date itself for a whole-day series.
 * - Monthly and yearly rules name their day (BYMONTHDAY, BYMONTH): a month without the 31st, or a year
 *   without 29 February, has no occurrence, as in the domain. A monthly rule by position names its
 *   weekday with it (BYDAY=2TU, -1FR for the last).
 * - « Tous les N … » is INTERVAL=N, counted from DTSTART: a real occurrence, so the phase is the
 *   series'. « Après N fois » is COUNT, recounted from DTSTART (whose exceptions before it are skipped).
 * - There are no detached occurrences to write as RECURRENCE-ID: « cette occurrence » stores an
 *   exception plus a single task (docs/product.md#tasks), which is its own VEVENT.
 * Pure: no database, no clock but the `now` given.
 */
import ical, {
  ICalAlarmType,
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventTransparency,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { type CategoryId, categoryLabel, isTaskCategory } from '#domain/categories.ts';
import { spanFrom, spanLength, spanOf } from '#domain/event-span.ts';
import { leadTimeWords, reminderWords } from '#domain/french.ts';
import {
  countUntil,
  firstOccurrence,
  intervalOf,
  isoWeekdayOf,
  isRecurring,
  monthPositionOf,
  occurrenceDates,
  occursOn,
} from '#domain/recurrence.ts';
import {
  SCHOOL_HOLIDAY_TEXTS,
  type SchoolHolidayPeriod,
  type SchoolZone,
} from '#domain/school-holidays.ts';
import { type PauseRule, pausedOn, pauses } from '#domain/series-pause.ts';
import { addDays, type IsoDate, zonedDateTimeToInstant } from '#domain/zoned-time.ts';
import type { Task } from '../../db/schema.ts';
import { addCustodyRun, type CustodyFeedRun } from './custody-ics.ts';

/** What the feed reads of a task. */
export type FeedTask = Pick<
  Task,
  | 'id'
  | 'name'
  | 'type'
  | 'date'
  | 'time'
  | 'endTime'
  | 'location'
  | 'recurrence'
  | 'recurrenceDays'
  | 'recurrenceEndDate'
  | 'recurrenceExceptions'
  | 'recurrenceInterval'
  | 'recurrenceMonthPosition'
  | 'recurrenceCount'
  | 'hasNotification'
  | 'notificationTime'
  | 'allDay'
  | 'endDate'
  | 'description'
  | 'notes'
  | 'createdAt'
  | 'updatedAt'
> &
  PauseRule & {
    /** « Responsable : Claire · Pour : Léa, Tom » (domain/task-people.ts `peopleLine`), or null. */
    people?: string | null;
  };

export interface PlanningCalendar {
  /** The calendar's name in the application (X-WR-CALNAME). */
  name: string;
  /** IANA zone of the space. */
  timeZone: string;
  tasks: readonly FeedTask[];
  /** The space's « Zone scolaire », for the series that pause for its holidays. */
  schoolZone?: SchoolZone | null;
  /** Its periods as D1 and the snapshot give them (worker/school-holidays/periods.ts). */
  schoolPeriods?: readonly SchoolHolidayPeriod[];
  /**
   * The days over which a paused series writes its paused days as EXDATEs (the feed's window): a
   * series without end pauses on holidays for ever, and its EXDATEs cannot.
   */
  pauseWindow?: { from: IsoDate; to: IsoDate };
  /**
   * The zone's school holidays to write as all-day events (« Vacances scolaires dans le calendrier
   * abonné »): none when the family did not ask for them.
   */
  schoolHolidays?: readonly SchoolHolidayPeriod[];
  /** Whose home the children are in, run by run (custody-ics.ts): none without a custody rhythm. */
  custody?: readonly CustodyFeedRun[];
}

/** The domain of every UID: a task keeps its UID for ever, whichever feed lists it. */
export const UID_DOMAIN = 'foyer.app';

const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** `yyyy-MM-dd` → `yyyyMMdd`. */
function compactDate(date: string): string {
  return date.replaceAll('-', '');
}

/** `yyyy-MM-dd` and `HH:mm` → `yyyyMMddTHHmm00`. */
function compactDateTime(date: string, time: string): string {
  return `${compactDate(date)}T${time.replace(':', '')}00`;
}

/** A UTC instant → `yyyyMMddTHHmmssZ`. */
function compactUtc(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
}

/** The zone's VTIMEZONE block, or null when the library does not know the zone. */
function vtimezone(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) &&
    typeof block[0] === 'string' &&
    block[0].includes('BEGIN:VTIMEZONE')
    ? block[0]
    : null;
}

/**
 * The RRULE and EXDATE lines of a series starting at `start` (its first real occurrence), written by
 * hand: ical-generator's repeating options print UNTIL without its `Z` when the event has a zone.
 */
export function recurrenceLines(
  task: FeedTask,
  timeZone: string,
  pauseWindow?: { from: IsoDate; to: IsoDate },
): string | null {
  if (!isRecurring(task.recurrence)) return null;
  const parts: string[] = [];
  const [, month, day] = task.date.split('-').map(Number) as [number, number, number];
  switch (task.recurrence) {
    case 'daily':
      parts.push('FREQ=DAILY');
      break;
    case 'weekly':
      parts.push('FREQ=WEEKLY');
      break;
    case 'monthly': {
      const position = monthPositionOf(task);
      parts.push(
        'FREQ=MONTHLY',
        position === null
          ? `BYMONTHDAY=${day}`
          : `BYDAY=${position}${WEEKDAY_CODES[isoWeekdayOf(task.date) - 1]}`,
      );
      break;
    }
    case 'yearly':
      parts.push('FREQ=YEARLY', `BYMONTH=${month}`, `BYMONTHDAY=${day}`);
      break;
  }
  const interval = intervalOf(task);
  if (interval > 1) parts.push(`INTERVAL=${interval}`);
  if (task.recurrenceCount && task.recurrenceEndDate) {
    // The stored end date is the last occurrence's day; `task.date` is the VEVENT's DTSTART.
    parts.push(`COUNT=${countUntil(task, task.recurrenceEndDate)}`);
  } else if (task.recurrenceEndDate) {
    parts.push(
      task.time
        ? // The end date's last second on the family's clock, in UTC.
          `UNTIL=${compactUtc(new Date(zonedDateTimeToInstant(addDays(task.recurrenceEndDate, 1), '00:00', timeZone).getTime() - 1000))}`
        : `UNTIL=${compactDate(task.recurrenceEndDate)}`,
    );
  }
  if (task.recurrence === 'daily' && task.recurrenceDays.length > 0) {
    const days = [...new Set(task.recurrenceDays)].sort((a, b) => a - b);
    parts.push(`BYDAY=${days.map((iso) => WEEKDAY_CODES[iso - 1]).join(',')}`);
  }
  const lines = [`RRULE:${parts.join(';')}`];
  // Only days the rule gives: an exception left on another day (the rule changed since) means
  // nothing, and ical.js skips the next EXDATE after one that matches no occurrence.
  const open = { ...task, recurrenceEndDate: null, recurrenceExceptions: [] };
  const exceptions = [
    ...new Set([
      ...task.recurrenceExceptions.map((d) => d.slice(0, 10)),
      ...pausedDays(task, pauseWindow),
    ]),
  ]
    .filter((date) => occursOn(open, date, { ignoreExceptions: true }))
    .sort();
  if (exceptions.length > 0) {
    lines.push(
      task.time
        ? `EXDATE;TZID=${timeZone}:${exceptions.map((d) => compactDateTime(d, task.time as string)).join(',')}`
        : `EXDATE;VALUE=DATE:${exceptions.map(compactDate).join(',')}`,
    );
  }
  return lines.join('\r\n');
}

/**
 * The days of `window` a paused series skips (« Sauf jours fériés », « Sauf vacances scolaires »):
 * written as EXDATEs, so a calendar application shows what the planning shows.
 */
function pausedDays(task: FeedTask, window: { from: IsoDate; to: IsoDate } | undefined): IsoDate[] {
  if (!window || !pauses(task)) return [];
  const unpaused = { ...task, skipPublicHolidays: false, skipSchoolHolidays: false };
  // The expansion never starts before the series' own first day.
  return occurrenceDates(unpaused, window.from, window.to, Number.POSITIVE_INFINITY).filter(
    (date) => pausedOn(task, date),
  );
}

/** The task's text for the DESCRIPTION: who it is about, its description and notes. */
function descriptionOf(task: FeedTask): string | null {
  const parts = [task.people, task.description, task.notes]
    .map((part) => part?.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts.join('\n\n') : null;
}

/**
 * DTSTART and DTEND of the first occurrence: an all-day event (or one without a time) by its dates,
 * `VALUE=DATE`, its DTEND the day after its last day (exclusive, RFC 5545); a timed one in the
 * family's zone, a multi-day one up to its end time on its last day (the end of that day without one).
 */
function eventTimes(task: FeedTask, start: IsoDate, timeZone: string) {
  // A repeating one's first occurrence may start after the stored date: its span goes with it, and
  // RRULE repeats that length (docs/decisions/081-repeating-multi-day-events.md).
  const span = spanOf(task) ? spanFrom(start, spanLength(task)) : null;
  if (task.allDay || !task.time) {
    return { start, end: addDays(span?.end ?? start, 1), allDay: true };
  }
  if (span) {
    const end = task.endTime
      ? `${span.end}T${task.endTime}:00`
      : `${addDays(span.end, 1)}T00:00:00`;
    return { timezone: timeZone, start: `${start}T${task.time}:00`, end };
  }
  return {
    timezone: timeZone,
    start: `${start}T${task.time}:00`,
    // An end before or at the start is refused by the forms; an older row gets none.
    ...(task.endTime && task.endTime > task.time ? { end: `${start}T${task.endTime}:00` } : {}),
  };
}

/** Adds one task's VEVENT; a series that never occurs (all its days excluded) adds nothing. */
function addTask(
  calendar: ICalCalendar,
  task: FeedTask,
  timeZone: string,
  pauseWindow?: { from: IsoDate; to: IsoDate },
): void {
  const start = firstOccurrence(task);
  if (!start) return;
  const category = categoryLabel(task.type as CategoryId);
  const event = calendar.createEvent({
    id: `${task.id}@${UID_DOMAIN}`,
    summary: task.name,
    stamp: new Date(task.updatedAt),
    created: new Date(task.createdAt),
    lastModified: new Date(task.updatedAt),
    categories: [
      { name: isTaskCategory(task.type as CategoryId) ? 'Tâche' : 'Activité' },
      { name: category },
    ],
    location: task.location?.trim() || null,
    description: descriptionOf(task),
    ...eventTimes(task, start, timeZone),
  });
  const rule = recurrenceLines({ ...task, date: start }, timeZone, pauseWindow);
  if (rule) event.repeating(rule);
  if (task.hasNotification && task.time) {
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: task.notificationTime * 60,
      description: `${task.name} ${leadTimeWords(task.notificationTime, task.time)}`,
    });
  } else if (task.hasNotification && task.allDay) {
    // Counted from the day's midnight: the evening before, or that morning (negative: after it).
    event.createAlarm({
      type: ICalAlarmType.display,
      trigger: task.notificationTime * 60,
      description: `${task.name} ${reminderWords(task)}`,
    });
  }
}

/**
 * A school holiday's stable UID: the same period keeps it in every feed and every download, so a
 * calendar application updates the event rather than adding a copy.
 */
export function schoolHolidayUid(period: SchoolHolidayPeriod): string {
  return `vacances-${period.zone}-${compactDate(period.start)}@${UID_DOMAIN}`;
}

/**
 * One school holiday as an all-day event (« Vacances de Noël — zone C ») from its first day to the
 * day after its last (DTEND is exclusive), transparent: parents work on those days, so it is not
 * busy time. Its stamp is its first day, so an unchanged period writes the same text.
 */
function addSchoolHoliday(calendar: ICalCalendar, period: SchoolHolidayPeriod): void {
  calendar.createEvent({
    id: schoolHolidayUid(period),
    summary: SCHOOL_HOLIDAY_TEXTS.label(period.name, period.zone),
    stamp: new Date(`${period.start}T00:00:00Z`),
    start: period.start,
    end: addDays(period.end, 1),
    allDay: true,
    transparency: ICalEventTransparency.TRANSPARENT,
    categories: [{ name: 'Vacances scolaires' }],
  });
}

/** The VCALENDAR text of `planning`. */
export function planningToIcs(planning: PlanningCalendar): string {
  const block = vtimezone(planning.timeZone);
  const calendar = ical({
    name: planning.name,
    prodId: { company: 'Foyer', product: 'Planning familial', language: 'FR' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar applications that honour it refresh hourly (Google decides on its own).
    ttl: 60 * 60,
    timezone: { name: null, generator: () => block },
  });
  for (const task of planning.tasks) {
    const paused = task.skipSchoolHolidays
      ? { ...task, schoolZone: planning.schoolZone, schoolPeriods: planning.schoolPeriods }
      : task;
    addTask(calendar, paused, planning.timeZone, planning.pauseWindow);
  }
  for (const period of planning.schoolHolidays ?? []) addSchoolHoliday(calendar, period);
  for (const run of planning.custody ?? []) addCustodyRun(calendar, run);
  return calendar.toString();
}

/**
 * The text around a planning's VEVENTs, for a writer that produces them in pages
 * (worker/export/export.ts): `head` ends where the first VEVENT begins, `tail` closes the calendar.
 * `zoned` says whether any event has a time, which is what makes the library write the VTIMEZONE.
 */
export function planningFrame(
  planning: Omit<PlanningCalendar, 'tasks'>,
  zoned: boolean,
): { head: string; tail: string } {
  const placeholder: FeedTask = {
    id: '00000000-0000-0000-0000-000000000000',
    name: '',
    type: 'autres',
    date: '2000-01-01',
    time: zoned ? '00:00' : null,
    endTime: null,
    allDay: false,
    endDate: null,
    location: null,
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    recurrenceInterval: 1,
    recurrenceMonthPosition: null,
    recurrenceCount: null,
    hasNotification: false,
    notificationTime: 0,
    description: null,
    notes: null,
    createdAt: '2000-01-01T00:00:00.000Z',
    updatedAt: '2000-01-01T00:00:00.000Z',
  };
  const text = planningToIcs({ ...planning, tasks: [placeholder] });
  return {
    head: text.slice(0, text.indexOf('BEGIN:VEVENT')),
    tail: text.slice(text.lastIndexOf('END:VCALENDAR')),
  };
}

/** The VEVENTs of a calendar's text, without the frame around them ({@link planningFrame}). */
export function planningEvents(planning: PlanningCalendar): string {
  const text = planningToIcs(planning);
  const start = text.indexOf('BEGIN:VEVENT');
  return start === -1 ? '' : text.slice(start, text.lastIndexOf('END:VCALENDAR'));
}
