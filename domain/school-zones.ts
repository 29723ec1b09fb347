// The zones and the row shape of the school-holiday snapshot, in their own module so that the
// generated data (school-holidays-data.ts) and the rules (school-holidays.ts) both read them
// without importing each other.
import type { IsoDate } from './zoned-time.ts';

/**
 * The zones the Ministry's calendar carries (docs/decisions/050-school-calendar-refresh.md): the
 * three of mainland France, Corse and the overseas académies. The snapshot has only A, B and C; the
 * others show their holidays once the weekly refresh has brought them into D1.
 */
export const SCHOOL_ZONES = [
  'A',
  'B',
  'C',
  'Corse',
  'Guadeloupe',
  'Guyane',
  'Martinique',
  'Mayotte',
  'Reunion',
  'NouvelleCaledonie',
  'Polynesie',
  'SaintPierreEtMiquelon',
  'WallisEtFutuna',
] as const;
export type SchoolZone = (typeof SCHOOL_ZONES)[number];

/** The zones of the snapshot kept in the repository (mainland France). */
export const SNAPSHOT_ZONES = ['A', 'B', 'C'] as const satisfies readonly SchoolZone[];
export type SnapshotZone = (typeof SNAPSHOT_ZONES)[number];

/** A period as the data module writes it: zone, name, start, end. */
export type SchoolHolidayRow = readonly [SnapshotZone, string, IsoDate, IsoDate];
