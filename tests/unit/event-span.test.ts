import { describe, expect, it } from 'vitest';
import { type AlertTask, findConflicts } from '../../domain/alerts.ts';
import {
  busyOnDay,
  clashOnDay,
  daysCovered,
  reminderInstant,
  SPAN_MESSAGES,
  shownTime,
  spanDayLabel,
  spanOccurrences,
  spanOf,
  spanOverlapsNext,
} from '../../domain/event-span.ts';
import { nextReminderAt, taskRuleErrors } from '../../domain/tasks.ts';

const CAMP = { date: '2030-01-09', endDate: '2030-01-13', allDay: true };

describe('the days of a multi-day event', () => {
  it('is a span only when « Jusqu’au » is after the start', () => {
    expect(spanOf(CAMP)).toEqual({ start: '2030-01-09', end: '2030-01-13' });
    expect(spanOf({ date: '2030-01-09', endDate: '2030-01-09' })).toBeNull();
    expect(spanOf({ date: '2030-01-09', endDate: null })).toBeNull();
  });

  it('covers its days within a window, across a month end', () => {
    const span = { start: '2030-01-30', end: '2030-02-02' };
    expect(daysCovered(span, '2030-01-27', '2030-02-01')).toEqual([
      '2030-01-30',
      '2030-01-31',
      '2030-02-01',
    ]);
    expect(daysCovered(span, '2030-02-03', '2030-02-09')).toEqual([]);
  });

  it('names each day « jour N/total »', () => {
    const span = spanOf(CAMP);
    if (!span) throw new Error('no span');
    expect(spanDayLabel(span, '2030-01-09')).toBe('jour 1/5');
    expect(spanDayLabel(span, '2030-01-10')).toBe('jour 2/5');
    expect(spanDayLabel(span, '2030-01-13')).toBe('jour 5/5');
  });

  it('orders a timed multi-day event by its time on its first day only', () => {
    const trip = { date: '2030-01-07', endDate: '2030-01-11', time: '09:00', endTime: '17:00' };
    expect(shownTime(trip, '2030-01-07')).toBe('09:00');
    expect(shownTime(trip, '2030-01-08')).toBeNull();
    expect(shownTime({ date: '2030-01-07', allDay: true, time: '10:00' }, '2030-01-07')).toBeNull();
  });
});

describe('who an event keeps busy', () => {
  const dentist = { date: '2030-01-10', time: '15:00', endTime: '16:00' };
  const birthday = { date: '2030-01-10', allDay: true };

  it('a single all-day event keeps nobody busy; a camp does, all day', () => {
    expect(busyOnDay(birthday, '2030-01-10')).toBeNull();
    expect(busyOnDay(CAMP, '2030-01-10')).toEqual({ start: '00:00', end: '24:00' });
    expect(busyOnDay(CAMP, '2030-01-14')).toBeNull();
  });

  it('a timed multi-day event from its start time to its end time', () => {
    const trip = { date: '2030-01-07', endDate: '2030-01-09', time: '09:00', endTime: '17:00' };
    expect(busyOnDay(trip, '2030-01-07')).toEqual({ start: '09:00', end: '24:00' });
    expect(busyOnDay(trip, '2030-01-08')).toEqual({ start: '00:00', end: '24:00' });
    expect(busyOnDay(trip, '2030-01-09')).toEqual({ start: '00:00', end: '17:00' });
    expect(clashOnDay(trip, { date: '2030-01-09', time: '18:00' }, '2030-01-09')).toBe(false);
    expect(clashOnDay(trip, { date: '2030-01-09', time: '16:30' }, '2030-01-09')).toBe(true);
  });

  it('flags a timed event inside a camp, not two birthdays nor a birthday and a dentist', () => {
    expect(clashOnDay(CAMP, dentist, '2030-01-10')).toBe(true);
    expect(clashOnDay(CAMP, { date: '2030-01-10', time: '15:00' }, '2030-01-10')).toBe(true);
    expect(clashOnDay(birthday, { ...birthday }, '2030-01-10')).toBe(false);
    expect(clashOnDay(birthday, dentist, '2030-01-10')).toBe(false);
  });

  it('keeps the rule of two timed events: equal starts when either has no end', () => {
    expect(clashOnDay(dentist, { date: '2030-01-10', time: '15:30' }, '2030-01-10')).toBe(false);
    expect(clashOnDay(dentist, { date: '2030-01-10', time: '15:00' }, '2030-01-10')).toBe(true);
  });
});

describe('conflicts with spans', () => {
  function task(extra: Partial<AlertTask>): AlertTask {
    return {
      id: extra.name ?? 'x',
      name: 'x',
      type: 'sport',
      date: '2030-01-09',
      time: null,
      endTime: null,
      recurrence: 'none',
      recurrenceDays: [],
      recurrenceEndDate: null,
      recurrenceExceptions: [],
      people: [{ profileId: 'camille', name: null, emoji: null, role: 'responsible' }],
      ...extra,
    };
  }

  it('names the day a dentist falls inside a camp that began before the window', () => {
    const camp = task({ name: 'Stage', date: '2030-01-05', endDate: '2030-01-13', allDay: true });
    const dentist = task({ name: 'Dentiste', date: '2030-01-10', time: '15:00' });
    const birthday = task({ name: 'Anniversaire', date: '2030-01-10', allDay: true });
    const conflicts = findConflicts([camp, dentist, birthday], '2030-01-07', '2030-02-05');
    expect(conflicts.map((c) => [c.date, c.items.map((i) => i.name)])).toEqual([
      ['2030-01-10', ['Stage', 'Dentiste']],
    ]);
  });
});

describe('the reminder of an all-day event', () => {
  const birthday = { allDay: true, time: null };

  it('is at the chosen hour the day before or that morning, on the wall clock', () => {
    const at = (notificationTime: number, date: string) =>
      new Date(
        reminderInstant({ ...birthday, notificationTime }, date, 'Europe/Paris'),
      ).toISOString();
    expect(at(360, '2030-01-10')).toBe('2030-01-09T17:00:00.000Z');
    expect(at(240, '2030-01-10')).toBe('2030-01-09T19:00:00.000Z');
    expect(at(-480, '2030-01-10')).toBe('2030-01-10T07:00:00.000Z');
    // The night clocks go forward: 08:00 is still 08:00.
    expect(at(-480, '2031-03-30')).toBe('2031-03-30T06:00:00.000Z');
  });

  it('is what the stored next reminder names', () => {
    const task = {
      ...birthday,
      date: '2030-01-10',
      recurrence: 'none' as const,
      recurrenceDays: [],
      recurrenceEndDate: null,
      recurrenceExceptions: [],
      hasNotification: true,
      notificationTime: -420,
    };
    const now = new Date('2030-01-01T00:00:00Z');
    expect(nextReminderAt(task, now, 'Europe/Paris', '2030-01-01')?.toISOString()).toBe(
      '2030-01-10T06:00:00.000Z',
    );
  });

  it('takes only its own hours, and a timed event only lead times', () => {
    const base = { date: '2030-01-10', recurrence: 'none' as const, hasNotification: true };
    expect(
      taskRuleErrors({ ...base, allDay: true, time: null, notificationTime: 15 }, '2030-01-01'),
    ).toEqual({ notificationTime: 'Choisissez le rappel : la veille ou le jour même' });
    expect(taskRuleErrors({ ...base, time: '10:00', notificationTime: 360 }, '2030-01-01')).toEqual(
      { notificationTime: 'Délai de rappel invalide' },
    );
    expect(
      taskRuleErrors({ ...base, allDay: true, time: null, notificationTime: 360 }, '2030-01-01'),
    ).toEqual({});
  });

  it('refuses « Jusqu’au » before the start, or past 62 days', () => {
    const base = { date: '2030-01-10', time: '10:00', recurrence: 'none' as const };
    expect(taskRuleErrors({ ...base, endDate: '2030-01-09' }, '2030-01-01').endDate).toBe(
      'La date de fin ne peut pas être avant la date de début',
    );
    expect(taskRuleErrors({ ...base, endDate: '2030-03-13' }, '2030-01-01').endDate).toBe(
      'Un événement ne peut pas durer plus de 62 jours',
    );
    // Ending earlier in the day than it starts is fine across days.
    expect(
      taskRuleErrors({ ...base, endDate: '2030-01-12', endTime: '09:00' }, '2030-01-01'),
    ).toEqual({});
  });
});

describe('a repeating multi-day event', () => {
  // « Classe de neige », Monday 7 to Friday 11 January 2030, every week.
  const snow = {
    date: '2030-01-07',
    endDate: '2030-01-11',
    recurrence: 'weekly' as const,
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [] as string[],
    skipPublicHolidays: false,
    skipSchoolHolidays: false,
  };
  const today = '2030-01-01';

  it('is allowed when each occurrence ends before the next starts', () => {
    const rules = { ...snow, time: null, allDay: true };
    expect(taskRuleErrors(rules, today)).toEqual({});
    // Monday to Sunday every other week: « une semaine sur deux ».
    expect(
      taskRuleErrors({ ...rules, endDate: '2030-01-13', recurrenceInterval: 2 }, today),
    ).toEqual({});
    // A week every year, a 27-day stay every month (February has 28 days).
    expect(
      taskRuleErrors({ ...rules, recurrence: 'yearly', endDate: '2030-03-08' }, today),
    ).toEqual({});
    expect(
      taskRuleErrors({ ...rules, recurrence: 'monthly', endDate: '2030-02-03' }, today),
    ).toEqual({});
  });

  it('is refused, in French, when an occurrence would still run as the next starts', () => {
    const rules = { ...snow, time: null, allDay: true };
    // Eight days every week; Monday to Monday every week; 28 days every month.
    for (const values of [
      { ...rules, endDate: '2030-01-14' },
      { ...rules, endDate: '2030-01-14', recurrence: 'weekly' as const },
      { ...rules, endDate: '2030-02-04', recurrence: 'monthly' as const },
      // Monday and Thursday: the gap from Monday is three days.
      { ...rules, endDate: '2030-01-10', recurrence: 'daily' as const, recurrenceDays: [1, 4] },
    ]) {
      expect(taskRuleErrors(values, today).endDate).toBe(SPAN_MESSAGES.spanOverlapsNext);
    }
    expect(SPAN_MESSAGES.spanOverlapsNext).toMatch(/^Trop long pour se répéter à ce rythme/);
    expect(spanOverlapsNext({ ...snow, endDate: '2030-01-13' })).toBe(false);
    expect(spanOverlapsNext({ ...snow, endDate: '2030-01-14' })).toBe(true);
    // Every other week leaves room for 13 days more, not 14.
    expect(spanOverlapsNext({ ...snow, recurrenceInterval: 2, endDate: '2030-01-20' })).toBe(false);
    expect(spanOverlapsNext({ ...snow, recurrenceInterval: 2, endDate: '2030-01-21' })).toBe(true);
  });

  it('gives each occurrence the same span, one started before the window included', () => {
    // The window opens on Wednesday 16: the occurrence of Monday 14 still runs.
    expect(spanOccurrences(snow, '2030-01-16', '2030-01-22')).toEqual([
      {
        span: { start: '2030-01-14', end: '2030-01-18' },
        days: ['2030-01-16', '2030-01-17', '2030-01-18'],
      },
      { span: { start: '2030-01-21', end: '2030-01-25' }, days: ['2030-01-21', '2030-01-22'] },
    ]);
    // The weekend between holds none.
    expect(spanOccurrences(snow, '2030-01-19', '2030-01-20')).toEqual([]);
  });

  it('skips an occurrence cancelled by its first day, all its days with it', () => {
    const cancelled = { ...snow, recurrenceExceptions: ['2030-01-14'] };
    expect(spanOccurrences(cancelled, '2030-01-16', '2030-01-22').map((o) => o.span.start)).toEqual(
      ['2030-01-21'],
    );
  });

  it('keeps its span across a month end and a yearly repeat', () => {
    const yearly = {
      ...snow,
      date: '2030-01-30',
      endDate: '2030-02-02',
      recurrence: 'yearly' as const,
    };
    expect(spanOccurrences(yearly, '2031-02-01', '2031-02-28')).toEqual([
      { span: { start: '2031-01-30', end: '2031-02-02' }, days: ['2031-02-01', '2031-02-02'] },
    ]);
  });
});
