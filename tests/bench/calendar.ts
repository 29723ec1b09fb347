/**
 * Followed calendars: the CPU of one refresh's parse (`parseCalendar`) for a club's 200-event
 * calendar and a ~1 MiB export, and of the planning's calendar request (`eventsInRange` over the
 * parsed copies, one week asked). In Node, no D1: what the Worker's JavaScript costs, not the write.
 * Run alone with `node tests/bench/calendar.ts`; `npm run bench` runs it too.
 */
import type { CalendarSubscription } from '../../db/schema.ts';
import { eventsInRange } from '../../worker/calendar/subscriptions.ts';
import { parseCalendar } from '../../worker/calendar/subscriptions-parse.ts';
import { HOSTILE } from '../fixtures/hostile-calendars.ts';
import { ms, summarize, timeIt } from './measure.ts';

type Record_ = (what: string, value: string, how: string) => void;

/** The refresh's day: the files below are laid around it. */
const NOW = new Date('2026-11-29T12:00:00.000Z');
const compact = (day: Date) => day.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * A calendar of `series` weekly series over two school years, each with one moved occurrence
 * (RECURRENCE-ID) and one left out (EXDATE), and `singles` one-off events spread over three years
 * around `NOW`: the shape of a club's or a school's export.
 */
export function calendarText(series: number, singles: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//FR'];
  const start = Date.parse('2025-09-01T00:00:00Z');
  for (let s = 0; s < series; s++) {
    const first = new Date(start + (s % 7) * 86_400_000);
    const moved = new Date(first.getTime() + 7 * 86_400_000 * (10 + (s % 30)));
    const hour = String(8 + (s % 10)).padStart(2, '0');
    const uid = `series-${s}@bench.test`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20250801T000000Z',
      `SUMMARY:Entraînement ${s}`,
      'LOCATION:Gymnase municipal',
      `DTSTART;TZID=Europe/Paris:${compact(first)}T${hour}0000`,
      `DTEND;TZID=Europe/Paris:${compact(first)}T${hour}4500`,
      'RRULE:FREQ=WEEKLY;COUNT=90',
      `EXDATE;TZID=Europe/Paris:${compact(new Date(moved.getTime() + 7 * 86_400_000))}T${hour}0000`,
      'END:VEVENT',
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20250801T000000Z',
      `RECURRENCE-ID;TZID=Europe/Paris:${compact(moved)}T${hour}0000`,
      `SUMMARY:Entraînement ${s} (déplacé)`,
      `DTSTART;TZID=Europe/Paris:${compact(moved)}T${hour}3000`,
      `DTEND;TZID=Europe/Paris:${compact(moved)}T${hour}5900`,
      'END:VEVENT',
    );
  }
  const from = NOW.getTime() - 730 * 86_400_000;
  for (let i = 0; i < singles; i++) {
    const day = new Date(from + Math.floor((i * 1095) / singles) * 86_400_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:single-${i}@bench.test`,
      'DTSTAMP:20250801T000000Z',
      `SUMMARY:Rencontre ${i} – déplacement en car, rendez-vous devant le gymnase`,
      'DESCRIPTION:Prévoir la tenue du club, une gourde et un goûter. Retour prévu vers 18 h.',
      'LOCATION:Stade départemental',
      `DTSTART:${compact(day)}T130000Z`,
      `DTEND:${compact(day)}T160000Z`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/**
 * The median of `runs` timed calls after `runs` untimed ones (ical.js takes a few parses to be
 * compiled by V8, as it is in a Worker that has refreshed before). A call that throws, the parse's
 * 1 s guard on a loaded machine, is counted apart rather than timed.
 */
async function median<T>(runs: number, fn: () => T): Promise<{ timing: string; result?: T }> {
  const samples: number[] = [];
  let stopped = 0;
  let result: T | undefined;
  for (let i = 0; i < 2 * runs; i++) {
    try {
      const took = await timeIt(() => {
        result = fn();
      });
      if (i >= runs) samples.push(took);
    } catch {
      stopped += 1;
    }
  }
  const s = summarize(samples);
  const guard = stopped ? `, ${stopped} of ${2 * runs} stopped by the 1 s guard` : '';
  return { timing: `${ms(s.median)} (p95 ${ms(s.p95)}${guard})`, result };
}

export async function benchCalendar(record: Record_): Promise<void> {
  const files = [
    { name: 'club, 200 events', text: calendarText(10, 180), runs: 40 },
    { name: 'export, 2,780 events', text: calendarText(140, 2500), runs: 8 },
  ];
  for (const file of files) {
    const bytes = `${Math.round(file.text.length / 1024)} KiB`;
    const parsed = await median(file.runs, () => parseCalendar(file.text, NOW, 'Europe/Paris'));
    const events = parsed.result ?? [];
    record(
      `Followed calendar parse, ${file.name}, ${bytes}`,
      parsed.timing,
      `median of ${file.runs} in Node, ${events.length} occurrences kept`,
    );
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: `calendar-${i}`,
      events,
    })) as CalendarSubscription[];
    // One request's work is microseconds: each sample is 100 requests.
    const request = () => {
      for (let i = 0; i < 100; i++) eventsInRange(rows, '2026-11-30', '2026-12-06');
    };
    record(
      `Planning's calendar events, 3 × ${file.name}, one week, 100 requests`,
      (await median(20, request)).timing,
      'eventsInRange, median of 20 in Node',
    );
  }
}

/**
 * The review's hostile files (tests/fixtures/hostile-calendars.ts): each one's parse CPU in this
 * process, the worst of three, with the clock left running (Node's one-second guard may stop one:
 * then its budgets did not, and the line says so).
 */
export function benchHostileCalendars(record: Record_): void {
  let worst = { name: '', cpuMs: 0 };
  for (const [name, text] of Object.entries(HOSTILE)) {
    for (let run = 0; run < 3; run++) {
      const before = process.cpuUsage();
      try {
        parseCalendar(text, NOW, 'Europe/Paris');
      } catch {
        // A refusal is one of the outcomes measured.
      }
      const used = process.cpuUsage(before);
      const cpuMs = (used.user + used.system) / 1000;
      if (cpuMs > worst.cpuMs) worst = { name, cpuMs };
    }
  }
  record(
    `Followed calendar parse, the worst of ${Object.keys(HOSTILE).length} hostile files`,
    ms(worst.cpuMs),
    `${worst.name}, process CPU in Node, worst of 3 runs each; the budgets of work bound it`,
  );
}

if (import.meta.main) {
  benchHostileCalendars((what, value, how) => console.log(`${what}: ${value}  (${how})`));
  await benchCalendar((what, value, how) => console.log(`${what}: ${value}  (${how})`));
}
