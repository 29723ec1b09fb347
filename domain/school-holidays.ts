/**
 * School holidays by zone (docs/product.md#school-holidays): which zone a space follows, and the
 * holidays of that zone on the planning's days. The periods come from the Ministry of Education's
 * calendar as published in open data, kept as a snapshot in the repository
 * (`domain/school-holidays-data.ts`, rebuilt from data/school-holidays/ by
 * `npm run data:school-holidays`; docs/decisions/048-school-holidays.md). A day outside the school
 * years the snapshot covers carries nothing: never a guess.
 */
import { SCHOOL_HOLIDAY_ROWS, SCHOOL_HOLIDAYS_COVER } from './school-holidays-data.ts';
import type { IsoDate } from './zoned-time.ts';

/** The zones the snapshot carries (mainland France). */
export const SCHOOL_ZONES = ['A', 'B', 'C'] as const;
export type SchoolZone = (typeof SCHOOL_ZONES)[number];

/** One holiday of one zone, first and last day inclusive. */
export interface SchoolHolidayPeriod {
  zone: SchoolZone;
  name: string;
  start: IsoDate;
  end: IsoDate;
}

/** A period as the data module writes it: zone, name, start, end. */
export type SchoolHolidayRow = readonly [SchoolZone, string, IsoDate, IsoDate];

export function isSchoolZone(value: unknown): value is SchoolZone {
  return typeof value === 'string' && (SCHOOL_ZONES as readonly string[]).includes(value);
}

/** The académies of each zone, as the Ministry lists them. */
export const SCHOOL_ZONE_ACADEMIES: Record<SchoolZone, string> = {
  A: 'Besançon, Bordeaux, Clermont-Ferrand, Dijon, Grenoble, Limoges, Lyon, Poitiers',
  B: 'Aix-Marseille, Amiens, Lille, Nancy-Metz, Nantes, Nice, Normandie, Orléans-Tours, Reims, Rennes, Strasbourg',
  C: 'Créteil, Montpellier, Paris, Toulouse, Versailles',
};

export const SCHOOL_HOLIDAY_TEXTS = {
  field: 'Zone scolaire',
  none: 'Aucune',
  noneHint: 'Les vacances scolaires ne s’affichent pas au planning.',
  zone: (zone: SchoolZone) => `Zone ${zone}`,
  /** The one-line hint under the field: the académies of the chosen zone. */
  zoneHint: (zone: SchoolZone) => `Académies de ${SCHOOL_ZONE_ACADEMIES[zone]}.`,
  unknownZone: 'Choisissez la zone A, B, C ou « Aucune »',
  /** The space's switch beside the zone (docs/decisions/048-school-holidays.md). */
  feedField: 'Vacances scolaires dans le calendrier abonné',
  feedHint: 'Ajoutées en journées entières au calendrier abonné et au fichier .ics.',
  feedInvalid: 'Indiquez si les vacances scolaires vont dans le calendrier abonné (oui ou non)',
  feedChanged: 'Calendrier abonné mis à jour',
  /** « Vacances de Noël — zone C ». */
  label: (name: string, zone: SchoolZone) => `${name} — zone ${zone}`,
  /** Where the data comes from, for « À propos » and docs/. */
  source:
    'Vacances scolaires : calendrier scolaire du ministère de l’Éducation nationale, jeu de données « Vacances scolaires par zones » publié sur data.gouv.fr (mis à jour le 14 mars 2025), sous Licence Ouverte / Open Licence (Etalab).',
  covers: 'Années scolaires couvertes : 2019-2020 à 2025-2026.',
} as const;

const PERIODS: readonly SchoolHolidayPeriod[] = SCHOOL_HOLIDAY_ROWS.map(
  ([zone, name, start, end]) => ({ zone, name, start, end }),
);

/** The first and last day the snapshot covers. */
export const SCHOOL_HOLIDAYS_COVERS: { from: IsoDate; to: IsoDate } = SCHOOL_HOLIDAYS_COVER;

/** The periods of `zone` that meet [from, to], in date order. */
export function schoolHolidayPeriods(
  zone: SchoolZone,
  from: IsoDate,
  to: IsoDate,
  periods: readonly SchoolHolidayPeriod[] = PERIODS,
): SchoolHolidayPeriod[] {
  return periods.filter((p) => p.zone === zone && p.end >= from && p.start <= to);
}

/** The zone's holiday of `date` (« Vacances de Noël »), or undefined. */
export function schoolHolidayOn(
  zone: SchoolZone | null | undefined,
  date: IsoDate,
  periods: readonly SchoolHolidayPeriod[] = PERIODS,
): string | undefined {
  if (!zone) return undefined;
  return schoolHolidayPeriods(zone, date, date, periods)[0]?.name;
}

/** Labels of the zone's school holidays over [from, to], by day (« Vacances de Noël — zone C »). */
export function schoolHolidaysBetween(
  zone: SchoolZone | null | undefined,
  from: IsoDate,
  to: IsoDate,
  periods: readonly SchoolHolidayPeriod[] = PERIODS,
): Record<IsoDate, string> {
  const labels: Record<IsoDate, string> = {};
  if (!zone) return labels;
  for (const period of schoolHolidayPeriods(zone, from, to, periods)) {
    const label = SCHOOL_HOLIDAY_TEXTS.label(period.name, zone);
    for (let day = maxDate(period.start, from); day <= period.end && day <= to; day = next(day)) {
      labels[day] = label;
    }
  }
  return labels;
}

function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

function next(date: IsoDate): IsoDate {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
