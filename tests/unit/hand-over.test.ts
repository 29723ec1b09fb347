/** The hand-over notice's words and the occurrence it names (docs/product.md#notifications). */
import { describe, expect, it } from 'vitest';
import { handOverDate, handOverTitle, handOverWhen, isHandOver } from '../../domain/hand-over.ts';

const weekly = {
  date: '2030-01-07',
  recurrence: 'weekly' as const,
  recurrenceDays: [],
  recurrenceEndDate: null,
  recurrenceExceptions: [],
};

describe('the hand-over notice', () => {
  it('says who, what and when, the day by its French name within the coming week', () => {
    expect(handOverTitle('Claire', 'Récupérer Tom', '2030-01-10', '17:30', '2030-01-07')).toBe(
      'Claire vous a confié « Récupérer Tom » (jeudi 17:30)',
    );
    expect(handOverWhen('2030-01-13', null, '2030-01-07')).toBe('dimanche');
  });

  it('gives the date of a day beyond the coming week, which a weekday alone would mislead', () => {
    // Sunday 29 November: Tuesday 8 December is not « mardi », which would be the 1st.
    expect(handOverWhen('2026-12-08', '17:00', '2026-11-29')).toBe('mardi 8 décembre, 17:00');
    expect(handOverWhen('2026-12-07', null, '2026-11-29')).toBe('lundi 7 décembre');
    expect(handOverWhen('2026-12-05', '09:00', '2026-11-29')).toBe('samedi 09:00');
  });

  it("names a single item's own day, and a series' next day from today", () => {
    expect(handOverDate({ ...weekly, recurrence: 'none' }, '2030-02-01')).toBe('2030-01-07');
    expect(handOverDate(weekly, '2030-01-16')).toBe('2030-01-21');
    expect(handOverDate(weekly, '2030-01-21')).toBe('2030-01-21');
    // A series that starts later: its first day.
    expect(handOverDate(weekly, '2030-01-01')).toBe('2030-01-07');
    // An occurrence struck out: the one after.
    expect(handOverDate({ ...weekly, recurrenceExceptions: ['2030-01-21'] }, '2030-01-16')).toBe(
      '2030-01-28',
    );
  });

  it('is due only for a new responsible who is not the author', () => {
    expect(isHandOver('julien', undefined, 'claire')).toBe(true);
    expect(isHandOver('julien', 'claire', undefined)).toBe(true);
    expect(isHandOver('julien', 'julien', 'claire')).toBe(false);
    expect(isHandOver('claire', undefined, 'claire')).toBe(false);
    expect(isHandOver(null, 'julien', 'claire')).toBe(false);
  });
});
