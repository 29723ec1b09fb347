/**
 * Followed calendars in the alerts' conflicts (docs/decisions/049-subscribed-calendars.md): the
 * occurrences of a calendar « Pour » one person with « Compter dans les conflits » on, as items
 * {@link findConflicts} reads, that person's only. A whole-family calendar counts for no one. Pure:
 * the Worker's alerts read feeds them beside the tasks.
 */
import type { AlertPerson, AlertTask } from './alerts.ts';
import type { SubscribedEvent } from './calendar-subscriptions.ts';
import type { ProfileRole } from './roles.ts';
import { addDays, type IsoDate, zonedDate } from './zoned-time.ts';

type SubscribedOccurrence = Omit<SubscribedEvent, 'subscriptionId'>;

/** What the alerts read of a followed calendar that counts: its person and its last good copy. */
export interface ConflictCalendar {
  id: string;
  name: string;
  profile: { id: string; name: string; emoji: string; role: ProfileRole };
  events: readonly SubscribedOccurrence[];
}

/**
 * A short, stable name for one occurrence of a calendar: FNV-1a of its UID and start, in 8 hex
 * digits, so that an occurrence key stays under the 100 characters « C'est voulu » stores whatever
 * the length of a foreign UID.
 */
export function occurrenceHash(uid: string, start: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${uid}|${start}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function wallClock(instant: string, timeZone: string): { date: IsoDate; time: string } {
  const at = new Date(instant);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { date: zonedDate(at, timeZone), time };
}

/** Where an occurrence falls on the family's wall clock, as a task's date, times and span. */
function placed(
  o: SubscribedOccurrence,
  timeZone: string,
): Pick<AlertTask, 'time' | 'endTime' | 'allDay' | 'endDate'> & { date: IsoDate } {
  if (o.allDay) {
    // An all-day end is exclusive.
    const last = addDays(o.end, -1);
    return {
      date: o.start,
      endDate: last > o.start ? last : null,
      allDay: true,
      time: null,
      endTime: null,
    };
  }
  const start = wallClock(o.start, timeZone);
  const end = wallClock(o.end, timeZone);
  let endDate = end.date;
  let endTime = end.time;
  // Ending at midnight is ending the day before, at its very end.
  if (endTime === '00:00' && endDate > start.date) {
    endDate = addDays(endDate, -1);
    endTime = '24:00';
  }
  return {
    date: start.date,
    endDate: endDate > start.date ? endDate : null,
    allDay: false,
    time: start.time,
    endTime,
  };
}

const ROLE_IN_CONFLICTS = (role: ProfileRole): AlertPerson['role'] =>
  role === 'enfant' ? 'child' : 'responsible';

/**
 * The occurrences of `calendars` that meet `[from, to]`, as one-off items of their person, each
 * named `<calendar id>_cal_<hash>` and marked with its calendar (read-only: nothing to reassign or
 * move).
 */
export function calendarAlertTasks(
  calendars: readonly ConflictCalendar[],
  timeZone: string,
  from: IsoDate,
  to: IsoDate,
): AlertTask[] {
  const tasks: AlertTask[] = [];
  for (const calendar of calendars) {
    const person: AlertPerson = {
      profileId: calendar.profile.id,
      name: calendar.profile.name,
      emoji: calendar.profile.emoji,
      role: ROLE_IN_CONFLICTS(calendar.profile.role),
    };
    for (const o of calendar.events) {
      const where = placed(o, timeZone);
      if (where.date > to || (where.endDate ?? where.date) < from) continue;
      tasks.push({
        id: `${calendar.id}_cal_${occurrenceHash(o.uid, o.start)}`,
        name: o.title,
        type: 'autres',
        ...where,
        recurrence: null,
        recurrenceDays: [],
        recurrenceEndDate: null,
        recurrenceExceptions: [],
        people: [person],
        calendar: { id: calendar.id, name: calendar.name },
      });
    }
  }
  return tasks;
}
