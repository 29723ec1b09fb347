import { describe, expect, it } from 'vitest';
import { periodsFromRecords, zoneOfDataset } from '../../domain/school-calendar-records.ts';
import {
  SCHOOL_HOLIDAY_TEXTS,
  schoolHolidaysBetween,
  schoolYearOf,
  withFetchedPeriods,
} from '../../domain/school-holidays.ts';

function row(fields: Record<string, unknown>) {
  return {
    description: 'Vacances de Noël',
    population: '-',
    start_date: '2025-12-19T23:00:00+00:00',
    end_date: '2026-01-04T23:00:00+00:00',
    location: 'Paris',
    zones: 'Zone C',
    annee_scolaire: '2025-2026',
    ...fields,
  };
}

describe('the Ministry’s school calendar records', () => {
  it('reads the first day in Paris and ends the day before classes resume, summer time included', () => {
    expect(
      periodsFromRecords([
        row({}),
        row({
          description: 'Vacances de Printemps',
          start_date: '2026-04-17T22:00:00+00:00',
          end_date: '2026-05-03T22:00:00+00:00',
        }),
      ]),
    ).toEqual([
      {
        zone: 'C',
        name: 'Vacances de Noël',
        start: '2025-12-20',
        end: '2026-01-04',
        schoolYear: '2025-2026',
      },
      {
        zone: 'C',
        name: 'Vacances de printemps',
        start: '2026-04-18',
        end: '2026-05-03',
        schoolYear: '2025-2026',
      },
    ]);
  });

  it('keeps the pupils’ dates, once per zone, and drops unknown zones, bad dates and inverted periods', () => {
    const periods = periodsFromRecords({
      results: [
        row({ population: 'Enseignants', start_date: '2025-12-18T23:00:00+00:00' }),
        row({ population: 'Élèves' }),
        row({ location: 'Créteil' }),
        row({ zones: 'Zone D' }),
        row({ zones: 'Corse', start_date: 'le 20 décembre' }),
        row({ zones: 'Zone A', end_date: '2025-12-18T23:00:00+00:00' }),
        row({ zones: 'Zone B', description: '' }),
        row({ zones: 'Guadeloupe', end_date: null }),
        'not a record',
      ],
    });
    expect(periods.map((p) => `${p.zone} ${p.start} ${p.end}`)).toEqual([
      'C 2025-12-20 2026-01-04',
    ]);
  });

  it('reads a one-day record as that day, and the summer’s start as running to the end of August', () => {
    const periods = periodsFromRecords([
      row({
        description: "Pont de l'Ascension",
        start_date: '2027-05-06T22:00:00+00:00',
        end_date: '2027-05-06T22:00:00+00:00',
        annee_scolaire: '2026-2027',
      }),
      row({
        description: "Début des Vacances d'Été",
        start_date: '2027-07-02T22:00:00+00:00',
        end_date: '2027-07-02T22:00:00+00:00',
        annee_scolaire: '2026-2027',
      }),
      row({ description: "Vacances d'Hiver", zones: 'Zone B' }),
    ]);
    expect(periods.map((p) => `${p.zone} ${p.name} ${p.start} ${p.end}`)).toEqual([
      "B Vacances d'hiver 2025-12-20 2026-01-04",
      "C Pont de l'Ascension 2027-05-07 2027-05-07",
      "C Vacances d'été 2027-07-03 2027-08-31",
    ]);
  });

  it('throws on an answer that is not a list of records', () => {
    expect(() => periodsFromRecords({ error: 'quota' })).toThrow();
    expect(() => periodsFromRecords('[]')).toThrow();
  });

  it('knows the official zone names, accents and spelling aside', () => {
    expect(zoneOfDataset('Zone A')).toBe('A');
    expect(zoneOfDataset('Corse')).toBe('Corse');
    expect(zoneOfDataset('La Réunion')).toBe('Reunion');
    expect(zoneOfDataset('Nouvelle Calédonie')).toBe('NouvelleCaledonie');
    expect(zoneOfDataset('Saint Pierre et Miquelon')).toBe('SaintPierreEtMiquelon');
    expect(zoneOfDataset('Zone D')).toBeUndefined();
  });
});

describe('fetched periods over the snapshot', () => {
  it('win for the zone and school year they carry; the snapshot stays for the others', () => {
    const merged = withFetchedPeriods([
      {
        zone: 'C',
        name: 'Vacances de Noël',
        start: '2025-12-19',
        end: '2026-01-04',
        schoolYear: '2025-2026',
      },
    ]);
    const c2025 = merged.filter(
      (p) => p.zone === 'C' && p.start >= '2025-09-01' && p.start < '2026-09-01',
    );
    expect(c2025).toEqual([
      { zone: 'C', name: 'Vacances de Noël', start: '2025-12-19', end: '2026-01-04' },
    ]);
    // Zone C's 2024-2025 and zone A's 2025-2026 still come from the snapshot.
    expect(merged.some((p) => p.zone === 'C' && p.start === '2024-12-21')).toBe(true);
    expect(merged.some((p) => p.zone === 'A' && p.start === '2025-12-20')).toBe(true);
  });
});

describe('a zone the snapshot lacks', () => {
  it('shows nothing until the refresh brings it, then its holidays named after the zone', () => {
    expect(schoolHolidaysBetween('Corse', '2025-12-01', '2026-01-31')).toEqual({});
    const periods = withFetchedPeriods([
      {
        zone: 'Corse',
        name: 'Vacances de Noël',
        start: '2025-12-20',
        end: '2026-01-04',
        schoolYear: '2025-2026',
      },
    ]);
    const labels = schoolHolidaysBetween('Corse', '2025-12-19', '2026-01-05', periods);
    expect(labels['2025-12-19']).toBeUndefined();
    expect(labels['2025-12-20']).toBe('Vacances de Noël — Corse');
    expect(labels['2026-01-05']).toBeUndefined();
    expect(SCHOOL_HOLIDAY_TEXTS.label('Vacances de Noël', 'Reunion')).toBe(
      'Vacances de Noël — La Réunion',
    );
  });

  it('dates a holiday in its school year, September to August', () => {
    expect(schoolYearOf('2025-10-18')).toBe('2025-2026');
    expect(schoolYearOf('2026-07-04')).toBe('2025-2026');
    expect(schoolYearOf('2026-09-01')).toBe('2026-2027');
  });
});
