import { describe, expect, it } from 'vitest';
import { changeAction, listTicksTitle } from '../../domain/notice-texts.ts';
import { type Occurrences, soonChange, type Timed } from '../../domain/soon-change.ts';

const ZONE = 'Europe/Paris';
/** Tuesday 1 December 2026, 10:00 in Paris. */
const NOW = new Date('2026-12-01T09:00:00.000Z');
const TODAY = '2026-12-01';

function judo(date: string, time: string | null, extra: Partial<Timed> = {}): Timed {
  return {
    date,
    time,
    location: 'Gymnase',
    recurrence: 'none',
    recurrenceDays: [],
    recurrenceEndDate: null,
    recurrenceExceptions: [],
    ...extra,
  };
}

function change(before: Occurrences, after: Occurrences | null) {
  return soonChange(before, after, NOW, ZONE, TODAY);
}

describe('a change within the next 24 hours', () => {
  it('is a move, a new place or a cancellation of an occurrence starting within 24 hours', () => {
    const today = judo(TODAY, '18:00');
    expect(change({ rule: today }, { rule: judo(TODAY, '19:00') })).toEqual({
      kind: 'moved',
      date: TODAY,
      time: '19:00',
      location: 'Gymnase',
    });
    expect(change({ rule: today }, { rule: { ...today, location: 'Dojo' } })?.kind).toBe('place');
    expect(change({ rule: today }, null)?.kind).toBe('cancelled');
    // Moved to a day further away: told, naming the new day.
    expect(change({ rule: today }, { rule: judo('2026-12-05', '18:00') })).toMatchObject({
      kind: 'moved',
      date: '2026-12-05',
    });
  });

  it('is nothing for a rename, for an occurrence past or beyond 24 hours', () => {
    const today = judo(TODAY, '18:00');
    expect(change({ rule: today }, { rule: today })).toBeUndefined();
    // Started this morning, and still this morning.
    expect(change({ rule: judo(TODAY, '08:00') }, { rule: judo(TODAY, '08:30') })).toBeUndefined();
    // Tomorrow 11:00 is 25 hours away.
    const far = judo('2026-12-02', '11:00');
    expect(change({ rule: far }, { rule: judo('2026-12-02', '12:00') })).toBeUndefined();
    expect(change({ rule: far }, null)).toBeUndefined();
    // An item without a time counts on today and tomorrow.
    expect(change({ rule: judo('2026-12-02', null) }, null)?.kind).toBe('cancelled');
  });

  it('is, for a series, only about the occurrences the scope addresses', () => {
    const weekly = judo('2026-11-24', '18:00', { recurrence: 'weekly' });
    const later = { ...weekly, time: '19:00' };
    // The whole series: today's occurrence moves.
    expect(change({ rule: weekly }, { rule: later })).toMatchObject({ kind: 'moved', date: TODAY });
    // From next week on (a new series starts then): nothing within 24 hours changes.
    const nextWeek = { ...later, date: '2026-12-08' };
    expect(change({ rule: weekly, from: '2026-12-08' }, { rule: nextWeek })).toBeUndefined();
    // One occurrence, next week's, cancelled: nothing soon.
    expect(change({ rule: weekly, only: '2026-12-08' }, null)).toBeUndefined();
    expect(change({ rule: weekly, only: TODAY }, null)?.kind).toBe('cancelled');
  });
});

describe('the sentences', () => {
  it('say who, what and when, in French', () => {
    expect(listTicksTitle('Julien', 5, 'Courses')).toBe('Julien a coché 5 éléments de Courses');
    expect(listTicksTitle('Julien', 1, 'Courses', 'Lait')).toBe(
      'Julien a coché « Lait » dans Courses',
    );
    expect(`Claire${changeAction('moved', 'Judo', TODAY, '18:00', TODAY)}`).toBe(
      "Claire a déplacé « Judo » à 18:00 (aujourd'hui)",
    );
    expect(`Claire${changeAction('cancelled', 'Judo', '2026-12-02', '09:00', TODAY)}`).toBe(
      'Claire a annulé « Judo » (demain 09:00)',
    );
    expect(`Claire${changeAction('moved', 'Judo', '2026-12-05', '18:00', TODAY)}`).toBe(
      'Claire a déplacé « Judo » à 18:00 (samedi 5 décembre)',
    );
  });
});
