/**
 * A followed calendar is a stranger's file read inside a Worker that every family shares: whatever
 * it holds, its parse ends within a second of CPU with the occurrences or a French refusal, never a
 * crash. The files are those an outside review served (tests/fixtures/hostile-calendars.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionFetchError } from '../../worker/calendar/subscriptions-fetch.ts';
import { MAX_EVENTS, parseCalendar } from '../../worker/calendar/subscriptions-parse.ts';
import { clubCalendar } from '../fixtures/club-calendar.ts';
import { HOSTILE, MALFORMED, manySingles } from '../fixtures/hostile-calendars.ts';

const NOW = new Date('2026-10-01T00:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The parse's outcome and the CPU it took in this process, in milliseconds, with the clock stopped
 * as a Worker's is while it computes: the budgets of work bound the parse, not its time check.
 */
function timed(text: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  const before = process.cpuUsage();
  let outcome: { events: number } | { refused: string };
  try {
    outcome = { events: parseCalendar(text, NOW, 'Europe/Paris').length };
  } catch (error) {
    if (!(error instanceof SubscriptionFetchError)) throw error;
    outcome = { refused: error.message };
  }
  const used = process.cpuUsage(before);
  return { outcome, cpuMs: (used.user + used.system) / 1000 };
}

describe('a hostile calendar file', () => {
  it.each(Object.entries(HOSTILE))('%s costs at most a second of CPU', (_name, text) => {
    const { cpuMs } = timed(text);
    expect(cpuMs).toBeLessThan(1000);
  });

  it('keeps the event of a file whose own zone changes every minute, in the family’s zone', () => {
    expect(timed(HOSTILE.TZ_MINUTELY).outcome).toEqual({ events: 1 });
  });

  it('leaves out a series repeating every second, hour or minute', () => {
    expect(timed(HOSTILE.SECONDLY_BILLION).outcome).toEqual({ events: 0 });
    expect(timed(HOSTILE.SECONDLY_JANUARY_FROM_FEBRUARY).outcome).toEqual({ events: 0 });
  });

  it('refuses as too complex a file of more events than a calendar needs, at once', () => {
    const { outcome, cpuMs } = timed(manySingles(MAX_EVENTS + 1));
    expect(outcome).toEqual({ refused: expect.stringContaining('Calendrier trop complexe') });
    expect(cpuMs).toBeLessThan(1000);
  });

  it('reads a file of many single events in well under a second', () => {
    const { outcome, cpuMs } = timed(manySingles(MAX_EVENTS));
    expect(outcome).toEqual({ events: expect.any(Number) });
    expect(cpuMs).toBeLessThan(1000);
  });

  it('refuses in French a file ical.js cannot read', () => {
    const unreadable = { refused: "Ce calendrier n'a pas pu être lu (fichier .ics mal formé)" };
    expect(timed(MALFORMED.untilGarbage).outcome).toEqual(unreadable);
    expect(timed(MALFORMED.badDate).outcome).toEqual(unreadable);
    // An impossible day on a minutely rule: the series is left out before ical.js reads its days.
    expect(timed(MALFORMED.byYearDay366).outcome).toEqual({ events: 0 });
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
