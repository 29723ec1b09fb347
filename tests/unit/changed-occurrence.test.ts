/** Which occurrence a write changed, for any date, and the sentences the family reads. */
import { describe, expect, it } from 'vitest';
import {
  changedOccurrence,
  type Occurrences,
  type Timed,
} from '../../domain/changed-occurrence.ts';
import {
  addedAction,
  addedWhen,
  changeAction,
  listTicksTitle,
  reassignedAction,
} from '../../domain/notice-texts.ts';

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
  return changedOccurrence(before, after, NOW, ZONE, TODAY);
}

describe('the occurrence a write changed', () => {
  it('is a move, a new place or a cancellation, whatever its date', () => {
    const today = judo(TODAY, '18:00');
    expect(change({ rule: today }, { rule: judo(TODAY, '19:00') })).toEqual({
      kind: 'moved',
      date: TODAY,
      time: '19:00',
      location: 'Gymnase',
      onward: false,
    });
    expect(change({ rule: today }, { rule: { ...today, location: 'Dojo' } })?.kind).toBe('place');
    expect(change({ rule: today }, null)?.kind).toBe('cancelled');
    // Three weeks away: told as well, with its day.
    const far = judo('2026-12-22', '11:00');
    expect(change({ rule: far }, { rule: judo('2026-12-22', '12:00') })).toMatchObject({
      kind: 'moved',
      date: '2026-12-22',
    });
    expect(change({ rule: far }, null)).toMatchObject({ kind: 'cancelled', date: '2026-12-22' });
    // Moved to another day: the new day is named.
    expect(change({ rule: today }, { rule: judo('2026-12-05', '18:00') })).toMatchObject({
      kind: 'moved',
      date: '2026-12-05',
    });
  });

  it('is nothing for a rename, nor for an occurrence already started or past', () => {
    const today = judo(TODAY, '18:00');
    expect(change({ rule: today }, { rule: today })).toBeUndefined();
    expect(change({ rule: judo(TODAY, '08:00') }, { rule: judo(TODAY, '08:30') })).toBeUndefined();
    expect(change({ rule: judo('2026-11-20', '08:00') }, null)).toBeUndefined();
  });

  it('is, for a series, the first day the scope changes, said « from » that day', () => {
    const weekly = judo('2026-11-24', '18:00', { recurrence: 'weekly' });
    const later = { ...weekly, time: '19:00' };
    expect(change({ rule: weekly }, { rule: later })).toMatchObject({
      kind: 'moved',
      date: TODAY,
      onward: true,
    });
    // « This one and the following » from the 18th: the 18th is the first day changed.
    const from18 = { ...later, date: '2026-12-15' };
    expect(change({ rule: weekly, from: '2026-12-15' }, { rule: from18 })).toMatchObject({
      date: '2026-12-15',
      time: '19:00',
      onward: true,
    });
    // One occurrence, two weeks ahead, cancelled: that day alone.
    expect(change({ rule: weekly, only: '2026-12-15' }, null)).toMatchObject({
      kind: 'cancelled',
      date: '2026-12-15',
      onward: false,
    });
  });
});

describe('the sentences', () => {
  it('say who, what and when, in French, with the date beyond the coming week', () => {
    expect(listTicksTitle('Julien', 5, 'Courses')).toBe('Julien a coché 5 éléments de Courses');
    expect(`Claire${changeAction('moved', 'Judo', TODAY, '18:00', TODAY)}`).toBe(
      "Claire a déplacé « Judo » à 18:00 (aujourd'hui)",
    );
    expect(`Claire${changeAction('cancelled', 'Judo', '2026-12-02', '09:00', TODAY)}`).toBe(
      'Claire a annulé « Judo » (demain 09:00)',
    );
    expect(`Claire${changeAction('moved', 'Judo', '2026-12-05', '18:00', TODAY)}`).toBe(
      'Claire a déplacé « Judo » à 18:00 (samedi)',
    );
    expect(`Claire${changeAction('place', 'Judo', '2026-12-22', '18:00', TODAY)}`).toBe(
      'Claire a changé le lieu de « Judo » (mardi 22 décembre, 18:00)',
    );
    expect(
      `Thomas${changeAction('moved', 'Échange de garde', '2026-12-18', '19:00', TODAY, true)}`,
    ).toBe('Thomas a déplacé « Échange de garde » à 19:00, à partir du vendredi 18 décembre');
    expect(`Thomas${addedAction('Spectacle de Noël')}`).toBe(
      'Thomas a ajouté « Spectacle de Noël »',
    );
    expect(addedWhen('2026-12-18', '18:00', TODAY, false)).toBe(' (vendredi 18 décembre, 18:00)');
    expect(addedWhen('2026-12-02', '14:00', TODAY, true)).toBe(
      ' (à partir du mercredi 2 décembre, 14:00)',
    );
    expect(`Thomas${reassignedAction('Judo', ['Camille'], '2026-12-03', '17:00', TODAY)}`).toBe(
      'Thomas a confié « Judo » à Camille (jeudi 17:00)',
    );
  });
});
