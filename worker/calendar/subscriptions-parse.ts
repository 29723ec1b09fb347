/**
 * An iCalendar text turned into the occurrences a subscribed calendar shows
 * (docs/decisions/049-subscribed-calendars.md), with ical.js: RRULE, RDATE and EXDATE through its
 * expansion, RECURRENCE-ID exceptions related to their series, the file's own VTIMEZONEs, all-day
 * events. Only the occurrences that meet the window around the refresh are kept, at most
 * {@link MAX_OCCURRENCES}; cancelled ones are left out.
 *
 * The file is a stranger's, read inside a Worker that others share: the work of the whole file is
 * bounded, not that of each series. At most {@link MAX_EVENTS} events; one budget of iterator steps
 * ({@link STEP_BUDGET}) and of the candidates ical.js tries inside a step ({@link CANDIDATE_BUDGET})
 * for every series and zone of the file; sub-daily rules (and BYHOUR/BYMINUTE/BYSECOND) are left
 * out; a zone the file defines is used only when its name is not an IANA zone (Intl knows those)
 * and its rules are yearly. Past a budget the file is refused as « Calendrier trop complexe », and
 * any error of ical.js is a French refusal, never a crash.
 */
import ICAL from 'ical.js';
import type { SubscribedOccurrence } from '../../db/schema.ts';
import { withoutForbidden } from '../../domain/validation.ts';
import { addDays, zonedDateTimeToInstant } from '../../domain/zoned-time.ts';
import { SUBSCRIPTION_FETCH_ERRORS, SubscriptionFetchError } from './subscriptions-fetch.ts';

/** The window kept: from {@link PAST_DAYS} before the refresh to {@link FUTURE_DAYS} after. */
export const PAST_DAYS = 30;
export const FUTURE_DAYS = 400;
/** Occurrences kept per calendar: a daily series over the window and then some. */
export const MAX_OCCURRENCES = 2000;
/** Steps of one series before it is left out (a daily rule from more than 25 years ago). */
const MAX_STEPS = 10_000;
/** VEVENTs a file may hold: a busy club's years of history, far below what costs seconds. */
export const MAX_EVENTS = 5000;
/** Iterator steps of the whole file, every series together. */
export const STEP_BUDGET = 20_000;
/**
 * Dates ical.js tries inside the steps (a daily rule limited by BYMONTH tries every day of the year
 * for one step; one no day satisfies would try forever), every series and zone of the file together.
 */
export const CANDIDATE_BUDGET = 60_000;
/** Wall time of one parse; a guard for a runtime whose clock moves while it computes. */
export const PARSE_TIME_MS = 1000;
const TITLE_MAX = 200;

/**
 * The parse in progress, null between parses: the work it may still do, and which TZIDs Intl knows
 * (asked once per name: building an `Intl.DateTimeFormat` for every occurrence was most of a
 * series' cost).
 */
let budget: { candidates: number; deadline: number; zones: Map<string, boolean> } | null = null;

function tooComplex(): SubscriptionFetchError {
  return new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.tooComplex);
}

// Every date ical.js tries, in an event's series or a zone's transitions, passes this check once:
// counting it there bounds the loops inside one `next()`, which no caller can interrupt.
const iteratorProto = ICAL.RecurIterator.prototype;
const checkRules = iteratorProto.check_contracting_rules;
iteratorProto.check_contracting_rules = function (this: ICAL.RecurIterator) {
  if (budget) {
    budget.candidates -= 1;
    if (budget.candidates < 0) throw tooComplex();
    if (budget.candidates % 1000 === 0 && Date.now() > budget.deadline) throw tooComplex();
  }
  return checkRules.call(this);
};

const SUB_DAILY = new Set(['SECONDLY', 'MINUTELY', 'HOURLY']);

/** A rule that steps through a day by its hours, minutes or seconds: nothing a family follows. */
function isSubDaily(rule: ICAL.Recur): boolean {
  const parts = rule.parts as Record<string, unknown>;
  return (
    SUB_DAILY.has(rule.freq) ||
    parts.BYHOUR !== undefined ||
    parts.BYMINUTE !== undefined ||
    parts.BYSECOND !== undefined
  );
}

/** The rules of a component's RRULEs. */
function rulesOf(component: ICAL.Component): ICAL.Recur[] {
  return component.getAllProperties('rrule').map((p) => p.getFirstValue() as ICAL.Recur);
}

/**
 * A VTIMEZONE the parse may use: not an IANA name (Intl's own rules are used then) and only yearly
 * rules, whose transitions are a few per year (a minutely one would be a million).
 */
function isUsableZone(zone: ICAL.Component): boolean {
  const tzid = zone.getFirstPropertyValue('tzid');
  if (typeof tzid !== 'string' || isTimeZone(tzid)) return false;
  return zone
    .getAllSubcomponents()
    .every((part) =>
      rulesOf(part).every(
        (rule) => rule.freq === 'YEARLY' && !isSubDaily(rule) && rule.interval <= 1,
      ),
    );
}

function isTimeZone(name: string | null): name is string {
  if (!name) return false;
  const known = budget?.zones.get(name);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    valid = false;
  }
  budget?.zones.set(name, valid);
  return valid;
}

const DAY_MS = 86_400_000;

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
  // Cleaned as Foyer's own texts are checked (no control or bidi characters).
  const title =
    withoutForbidden(item.summary || '')
      .slice(0, TITLE_MAX)
      .trim() || 'Sans titre';
  const location = item.location
    ? withoutForbidden(item.location).slice(0, TITLE_MAX).trim() || undefined
    : undefined;
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
 * {@link SubscriptionFetchError} for a text that is not a calendar, is malformed or costs too much.
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
  budget = {
    candidates: CANDIDATE_BUDGET,
    deadline: Date.now() + PARSE_TIME_MS,
    zones: new Map(),
  };
  try {
    return expand(root, now, familyZone);
  } catch (error) {
    if (error instanceof SubscriptionFetchError) throw error;
    // ical.js throws plain errors for what it cannot read (a bad UNTIL, a 13th month, an
    // impossible BYYEARDAY): the family is told, the Worker goes on.
    throw new SubscriptionFetchError(SUBSCRIPTION_FETCH_ERRORS.unreadable);
  } finally {
    budget = null;
    ICAL.TimezoneService.reset();
  }
}

function expand(root: ICAL.Component, now: Date, familyZone: string): SubscribedOccurrence[] {
  const components = root.getAllSubcomponents('vevent');
  if (components.length > MAX_EVENTS) throw tooComplex();
  // The zone registry is the isolate's: start from nothing so that one family's file never lends
  // its definitions to another's.
  ICAL.TimezoneService.reset();
  // ical.js reads a TZID through the file's own VTIMEZONEs: one it may not use is taken out of the
  // file, so that its times fall back to the IANA zone it names or to the family's.
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    if (isUsableZone(zone)) ICAL.TimezoneService.register(zone);
    else root.removeSubcomponent(zone);
  }

  const window = windowAround(now);
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const component of components) {
    // Exceptions are related below, by UID: without `exceptions` ical.js would scan every sibling
    // VEVENT for each event, quadratic in the file.
    const event = new ICAL.Event(component, { exceptions: [] });
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
    if (o && meets(o, window)) found.push(o);
  };
  let steps = STEP_BUDGET;
  for (const event of [...masters.values(), ...orphans]) {
    // Past the cap the rest is left out rather than the whole calendar refused.
    if (found.length >= MAX_OCCURRENCES) break;
    if (!event.isRecurring()) {
      keep(occurrence(event.uid, event, event.startDate, event.endDate, familyZone));
      continue;
    }
    if (rulesOf(event.component).some(isSubDaily)) continue;
    // An occurrence that starts this long before the window cannot meet it (unless an exception
    // moves it): its details are not worked out.
    const lengthMs = Math.max(0, event.endDate.toUnixTime() - event.startDate.toUnixTime()) * 1000;
    const skipBefore = Date.parse(window.from) - lengthMs - DAY_MS;
    const end = Date.parse(window.to);
    const iterator = event.iterator();
    for (let step = 0; step < MAX_STEPS && found.length < MAX_OCCURRENCES; step++) {
      steps -= 1;
      if (steps < 0 || (steps % 100 === 0 && budget && Date.now() > budget.deadline)) {
        throw tooComplex();
      }
      const next = iterator.next();
      if (!next) break;
      // A floating time is read as UTC here, a day of margin either side covers every zone.
      const at = next.toUnixTime() * 1000;
      if (at >= end + DAY_MS) break;
      if (at < skipBefore && !(next.toString() in event.exceptions)) continue;
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
