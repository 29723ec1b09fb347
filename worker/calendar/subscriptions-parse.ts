/**
 * An iCalendar text turned into the occurrences a subscribed calendar shows
 * (docs/decisions/049-subscribed-calendars.md), with ical.js: RRULE, RDATE and EXDATE through its
 * expansion, RECURRENCE-ID exceptions related to their series, the file's own VTIMEZONEs, all-day
 * events. Only the occurrences that meet the window around the refresh are kept, at most
 * {@link MAX_OCCURRENCES}; cancelled ones are left out.
 */
import ICAL from 'ical.js';
import type { SubscribedOccurrence } from '../../db/schema.ts';
import { addDays, zonedDateTimeToInstant } from '../../domain/zoned-time.ts';
import { SUBSCRIPTION_FETCH_ERRORS, SubscriptionFetchError } from './subscriptions-fetch.ts';

/** The window kept: from {@link PAST_DAYS} before the refresh to {@link FUTURE_DAYS} after. */
export const PAST_DAYS = 30;
export const FUTURE_DAYS = 400;
/** Occurrences kept per calendar: a daily series over the window and then some. */
export const MAX_OCCURRENCES = 2000;
/** Steps of one series' expansion before giving up on it (a minutely rule from 1970). */
const MAX_STEPS = 20_000;
const TITLE_MAX = 200;

function isTimeZone(name: string | null): name is string {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

function dayOf(time: ICAL.Time): string {
  return `${time.year}-${pad(time.month)}-${pad(time.day)}`;
}

/**
 * A timed value as a UTC instant: by its own zone when ical.js knows it (UTC or a VTIMEZONE of the
 * file), else by the TZID it names when that is an IANA zone (files often leave out VTIMEZONE), else
 * as a floating time in the family's zone.
 */
function instantOf(time: ICAL.Time, tzid: string | null, familyZone: string): string {
  const zone = time.zone;
  if (zone === ICAL.Timezone.utcTimezone || (zone && zone !== ICAL.Timezone.localTimezone)) {
    return new Date(time.toUnixTime() * 1000).toISOString();
  }
  const named = isTimeZone(tzid) ? tzid : familyZone;
  const at = zonedDateTimeToInstant(dayOf(time), `${pad(time.hour)}:${pad(time.minute)}`, named);
  return new Date(at.getTime() + time.second * 1000).toISOString();
}

interface Window {
  /** ISO instants. */
  from: string;
  to: string;
  /** `yyyy-MM-dd`. */
  fromDay: string;
  toDay: string;
}

function windowAround(now: Date): Window {
  const day = now.toISOString().slice(0, 10);
  const fromDay = addDays(day, -PAST_DAYS);
  const toDay = addDays(day, FUTURE_DAYS);
  return { fromDay, toDay, from: `${fromDay}T00:00:00.000Z`, to: `${toDay}T00:00:00.000Z` };
}

function occurrence(
  uid: string,
  item: ICAL.Event,
  start: ICAL.Time,
  end: ICAL.Time | null,
  familyZone: string,
): SubscribedOccurrence | null {
  if (item.component.getFirstPropertyValue('status') === 'CANCELLED') return null;
  const title = (item.summary || 'Sans titre').slice(0, TITLE_MAX);
  const location = item.location ? item.location.slice(0, TITLE_MAX) : undefined;
  const base = { uid, title, ...(location ? { location } : {}) };
  if (start.isDate) {
    const first = dayOf(start);
    const last = end?.isDate ? dayOf(end) : addDays(first, 1);
    return { ...base, start: first, end: last > first ? last : addDays(first, 1), allDay: true };
  }
  const tzid = item.component.getFirstProperty('dtstart')?.getParameter('tzid') ?? null;
  const startAt = instantOf(start, typeof tzid === 'string' ? tzid : null, familyZone);
  const endTzid = item.component.getFirstProperty('dtend')?.getParameter('tzid') ?? tzid;
  const endAt = end
    ? instantOf(end, typeof endTzid === 'string' ? endTzid : null, familyZone)
    : startAt;
  // ISO instants of one format: text order is time order. An end before the start is no length.
  const endsAfter = endAt.localeCompare(startAt) > 0;
  return { ...base, start: startAt, end: endsAfter ? endAt : startAt, allDay: false };
}

function meets(o: SubscribedOccurrence, w: Window): boolean {
  return o.allDay
    ? o.end > w.fromDay && o.start < w.toDay
    : (o.end > w.from || o.start >= w.from) && o.start < w.to;
}

/**
 * The occurrences of `text` that meet the window around `now`, sorted by start; throws a
 * {@link SubscriptionFetchError} for a text that is not a calendar.
 */
export function parseCalendar(text: string, now: Date, familyZone: string): SubscribedOccurrence[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.notCalendar);
  }
  if (root.name !== 'vcalendar') {
    throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.notCalendar);
  }
  // The zone registry is the isolate's: start from nothing so that one family's file never lends
  // its definitions to another's.
  ICAL.TimezoneService.reset();
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);

  const window = windowAround(now);
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid, event);
  }
  const orphans: ICAL.Event[] = [];
  for (const exception of exceptions) {
    const master = masters.get(exception.uid);
    if (master) master.relateException(exception);
    else orphans.push(exception);
  }

  const found: SubscribedOccurrence[] = [];
  const keep = (o: SubscribedOccurrence | null) => {
    // Past the cap the rest is left out rather than the whole calendar refused.
    if (o && found.length < MAX_OCCURRENCES && meets(o, window)) found.push(o);
  };
  for (const event of [...masters.values(), ...orphans]) {
    if (!event.isRecurring()) {
      keep(occurrence(event.uid, event, event.startDate, event.endDate, familyZone));
      continue;
    }
    const iterator = event.iterator();
    for (let step = 0; step < MAX_STEPS; step++) {
      const next = iterator.next();
      if (!next) break;
      if ((next.isDate ? dayOf(next) : next.toJSDate().toISOString()) >= window.to) break;
      const details = event.getOccurrenceDetails(next);
      keep(
        occurrence(
          `${event.uid}/${next.toString()}`,
          details.item,
          details.startDate,
          details.endDate,
          familyZone,
        ),
      );
    }
  }
  return found.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
