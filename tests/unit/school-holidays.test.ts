import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SCHOOL_HOLIDAYS_COVERS,
  schoolHolidayOn,
  schoolHolidaysBetween,
} from '../../domain/school-holidays.ts';
import {
  periodsFromCsv,
  periodsFromSources,
  renderPeriodsModule,
} from '../../scripts/lib/school-holiday-periods.ts';

const csv = readFileSync('data/school-holidays/vacances-scolaires-par-zones.csv', 'utf8');
const records = JSON.parse(
  readFileSync('data/school-holidays/calendrier-scolaire-2026-2027.json', 'utf8'),
);

describe('school holidays snapshot', () => {
  it('the committed periods are what the script derives from the two files kept beside them', () => {
    expect(readFileSync('domain/school-holidays-data.ts', 'utf8')).toBe(
      renderPeriodsModule(periodsFromSources(csv, records)),
    );
  });

  it('covers the school years 2019-2020 to 2026-2027', () => {
    expect(SCHOOL_HOLIDAYS_COVERS).toEqual({ from: '2019-09-01', to: '2027-08-31' });
  });

  it('carries the current school year from the Ministry’s records: Christmas 2026 and the zones’ winters', () => {
    const labels = schoolHolidaysBetween('C', '2026-12-18', '2027-01-04');
    expect(labels['2026-12-18']).toBeUndefined();
    expect(labels['2026-12-19']).toBe('Vacances de Noël — zone C');
    expect(labels['2027-01-03']).toBe('Vacances de Noël — zone C');
    expect(labels['2027-01-04']).toBeUndefined();
    expect(schoolHolidayOn('A', '2027-02-13')).toBe("Vacances d'hiver");
    expect(schoolHolidayOn('B', '2027-02-13')).toBeUndefined();
    expect(schoolHolidayOn('C', '2027-02-06')).toBe("Vacances d'hiver");
    expect(schoolHolidayOn('B', '2027-05-07')).toBe("Pont de l'Ascension");
    expect(schoolHolidayOn('C', '2027-08-31')).toBe("Vacances d'été");
  });

  it('turns runs of days into periods per zone, a new name starting a new period', () => {
    const derived = periodsFromCsv(
      [
        'date,vacances_zone_a,vacances_zone_b,vacances_zone_c,nom_vacances',
        '2026-02-06,False,False,False,',
        '2026-02-07,True,False,False,Vacances d’hiver',
        '2026-02-08,True,False,True,Vacances d’hiver',
        '2026-02-09,False,False,True,Vacances d’hiver',
        '2026-02-10,True,False,False,Autre',
      ].join('\n'),
    );
    expect(derived.covers).toEqual({ from: '2026-02-06', to: '2026-02-10' });
    expect(derived.periods).toEqual([
      { zone: 'A', name: 'Vacances d’hiver', start: '2026-02-07', end: '2026-02-08' },
      { zone: 'A', name: 'Autre', start: '2026-02-10', end: '2026-02-10' },
      { zone: 'C', name: 'Vacances d’hiver', start: '2026-02-08', end: '2026-02-09' },
    ]);
  });

  it('labels the Christmas holidays of 2025 in zone C, day by day, and not the day classes resume', () => {
    const labels = schoolHolidaysBetween('C', '2025-12-19', '2026-01-05');
    expect(labels['2025-12-19']).toBeUndefined();
    expect(labels['2025-12-20']).toBe('Vacances de Noël — zone C');
    expect(labels['2026-01-04']).toBe('Vacances de Noël — zone C');
    expect(labels['2026-01-05']).toBeUndefined();
    expect(Object.keys(labels)).toHaveLength(16);
  });

  it('tells the zones apart: winter holidays of 2026 begin on different Saturdays', () => {
    expect(schoolHolidayOn('A', '2026-02-07')).toBe("Vacances d'hiver");
    expect(schoolHolidayOn('C', '2026-02-07')).toBeUndefined();
    expect(schoolHolidayOn('C', '2026-02-21')).toBe("Vacances d'hiver");
  });

  it('shows nothing without a zone, nor for a school year the snapshot does not cover', () => {
    expect(schoolHolidaysBetween(null, '2025-12-01', '2026-01-31')).toEqual({});
    expect(schoolHolidaysBetween('C', '2027-09-01', '2028-01-31')).toEqual({});
    expect(schoolHolidayOn('C', '2027-12-25')).toBeUndefined();
  });
});
