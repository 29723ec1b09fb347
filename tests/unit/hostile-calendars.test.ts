/**
 * A followed calendar is a stranger's file read inside a Worker that every family shares: whatever
 * it holds, its parse ends by its budgets of work with the occurrences or a French refusal, never a
 * crash; what each costs in CPU is measured by `npm run bench` (tests/bench/calendar.ts). The files
 * are those an outside review served (tests/fixtures/hostile-calendars.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionFetchError } from '../../worker/calendar/subscriptions-fetch.ts';
import {
  MAX_EVENTS,
  MAX_OCCURRENCES,
  parseCalendar,
} from '../../worker/calendar/subscriptions-parse.ts';
import { clubCalendar } from '../fixtures/club-calendar.ts';
import { HOSTILE, MALFORMED, manySingles } from '../fixtures/hostile-calendars.ts';

const NOW = new Date('2026-10-01T00:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The parse's outcome with the clock stopped as a Worker's is while it computes: the budgets of
 * work bound the parse, not its time check.
 */
function parsed(text: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  let outcome: { events: number } | { refused: string };
  try {
    outcome = { events: parseCalendar(text, NOW, 'Europe/Paris').length };
  } catch (error) {
    if (!(error instanceof SubscriptionFetchError)) throw error;
    outcome = { refused: error.message };
  }
  return { outcome };
}

describe('a hostile calendar file', () => {
  // With the clock stopped, only the budgets of work can end the parse: a file they did not bound
  // would hang here until the test's timeout. Its CPU is the bench's (tests/bench/calendar.ts).
  it.each(Object.entries(HOSTILE))(
    '%s ends with its occurrences or a French refusal',
    (_n, text) => {
      const { outcome } = parsed(text);
      if ('refused' in outcome)
        expect(outcome.refused).toMatch(/^(Calendrier trop complexe|Ce calendrier)/);
      else expect(outcome.events).toBeLessThanOrEqual(MAX_OCCURRENCES);
    },
  );

  it('keeps the event of a file whose own zone changes every minute, in the family’s zone', () => {
    expect(parsed(HOSTILE.TZ_MINUTELY).outcome).toEqual({ events: 1 });
  });

  it('leaves out a series repeating every second, hour or minute', () => {
    expect(parsed(HOSTILE.SECONDLY_BILLION).outcome).toEqual({ events: 0 });
    expect(parsed(HOSTILE.SECONDLY_JANUARY_FROM_FEBRUARY).outcome).toEqual({ events: 0 });
  });

  it('refuses as too complex a file of more events than a calendar needs, at once', () => {
    const { outcome } = parsed(manySingles(MAX_EVENTS + 1));
    expect(outcome).toEqual({ refused: expect.stringContaining('Calendrier trop complexe') });
  });

  it('reads a file of as many single events as a calendar may hold', () => {
    const { outcome } = parsed(manySingles(MAX_EVENTS));
    expect(outcome).toEqual({ events: expect.any(Number) });
  });

  it('refuses in French a file ical.js cannot read', () => {
    const unreadable = { refused: "Ce calendrier n'a pas pu être lu (fichier .ics mal formé)" };
    expect(parsed(MALFORMED.untilGarbage).outcome).toEqual(unreadable);
    expect(parsed(MALFORMED.badDate).outcome).toEqual(unreadable);
    // An impossible day on a minutely rule: the series is left out before ical.js reads its days.
    expect(parsed(MALFORMED.byYearDay366).outcome).toEqual({ events: 0 });
  });

  it('still reads the zone a file defines with yearly rules under a name Intl does not know', () => {
    const text = clubCalendar({
      first: '2026-10-07',
      excluded: '2026-10-21',
      moved: '2026-11-04',
      count: 2,
    });
    const judo = parseCalendar(text, NOW, 'UTC').map((e) => e.start);
    // 14:00 in Paris summer time, although the family's zone is UTC.
    expect(judo[0]).toBe('2026-10-07T12:00:00.000Z');
  });

  it('takes control and bidi characters out of titles and places', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//t//EN',
      'BEGIN:VEVENT',
      'UID:b@t',
      'DTSTAMP:20260101T000000Z',
      'DTSTART:20261010T100000Z',
      'SUMMARY:Judo \u202etxet\u202c',
      'LOCATION:\u2066Gymnase\u2069',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const [event] = parseCalendar(text, NOW, 'Europe/Paris');
    expect(event).toMatchObject({ title: 'Judo txet', location: 'Gymnase' });
  });
});
