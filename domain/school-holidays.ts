/**
 * School holidays by zone (docs/product.md#school-holidays): which zone a space follows, and the
 * holidays of that zone on the planning's days. The periods come from the Ministry of Education's
 * calendar as published in open data, kept as a snapshot in the repository
 * (`domain/school-holidays-data.ts`, rebuilt from data/school-holidays/ by
 * `npm run data:school-holidays`; docs/decisions/048-school-holidays.md). A day outside the school
 * years the snapshot covers carries nothing: never a guess.
 */
import { SCHOOL_HOLIDAY_ROWS, SCHOOL_HOLIDAYS_COVER } from './school-holidays-data.ts';
import {
  SCHOOL_ZONES,
  type SchoolHolidayRow,
  type SchoolZone,
  SNAPSHOT_ZONES,
  type SnapshotZone,
} from './school-zones.ts';
import type { IsoDate } from './zoned-time.ts';

export { SCHOOL_ZONES, type SchoolHolidayRow, type SchoolZone, SNAPSHOT_ZONES, type SnapshotZone };

/** One holiday of one zone, first and last day inclusive. */
export interface SchoolHolidayPeriod {
  zone: SchoolZone;
  name: string;
  start: IsoDate;
  end: IsoDate;
}

export function isSchoolZone(value: unknown): value is SchoolZone {
  return typeof value === 'string' && (SCHOOL_ZONES as readonly string[]).includes(value);
}

/** The académies of each zone, as the Ministry lists them. */
export const SCHOOL_ZONE_ACADEMIES: Record<SchoolZone, string> = {
  A: 'Académies de Besançon, Bordeaux, Clermont-Ferrand, Dijon, Grenoble, Limoges, Lyon, Poitiers',
  B: 'Académies d’Aix-Marseille, Amiens, Lille, Nancy-Metz, Nantes, Nice, Normandie, Orléans-Tours, Reims, Rennes, Strasbourg',
  C: 'Académies de Créteil, Montpellier, Paris, Toulouse, Versailles',
  Corse: 'Académie de Corse',
  Guadeloupe: 'Académie de la Guadeloupe',
  Guyane: 'Académie de la Guyane',
  Martinique: 'Académie de la Martinique',
  Mayotte: 'Académie de Mayotte',
  Reunion: 'Académie de La Réunion',
  NouvelleCaledonie: 'Vice-rectorat de Nouvelle-Calédonie',
  Polynesie: 'Vice-rectorat de Polynésie française',
  SaintPierreEtMiquelon: 'Saint-Pierre-et-Miquelon',
  WallisEtFutuna: 'Vice-rectorat de Wallis-et-Futuna',
};

/** How a zone is named in the field and after a holiday's name. */
const SCHOOL_ZONE_NAMES: Record<SchoolZone, string> = {
  A: 'Zone A',
  B: 'Zone B',
  C: 'Zone C',
  Corse: 'Corse',
  Guadeloupe: 'Guadeloupe',
  Guyane: 'Guyane',
  Martinique: 'Martinique',
  Mayotte: 'Mayotte',
  Reunion: 'La Réunion',
  NouvelleCaledonie: 'Nouvelle-Calédonie',
  Polynesie: 'Polynésie française',
  SaintPierreEtMiquelon: 'Saint-Pierre-et-Miquelon',
  WallisEtFutuna: 'Wallis-et-Futuna',
};

/** The field's two groups of choices. */
export const SCHOOL_ZONE_GROUPS: readonly { label: string; zones: readonly SchoolZone[] }[] = [
  { label: 'Métropole', zones: ['A', 'B', 'C', 'Corse'] },
  {
    label: 'Outre-mer',
    zones: SCHOOL_ZONES.filter((zone) => !['A', 'B', 'C', 'Corse'].includes(zone)),
  },
];

export function isSnapshotZone(zone: SchoolZone): zone is SnapshotZone {
  return (SNAPSHOT_ZONES as readonly string[]).includes(zone);
}

export const SCHOOL_HOLIDAY_TEXTS = {
  field: 'Zone scolaire',
  none: 'Aucune',
  noneHint: 'Les vacances scolaires ne s’affichent pas au planning.',
  zone: (zone: SchoolZone) => SCHOOL_ZONE_NAMES[zone],
  /**
   * The one-line hint under the field: the académies of the chosen zone; for a zone the snapshot
   * lacks, that its dates come with the weekly refresh: true before the first one and after.
   */
  zoneHint: (zone: SchoolZone) =>
    isSnapshotZone(zone)
      ? `${SCHOOL_ZONE_ACADEMIES[zone]}.`
      : `${SCHOOL_ZONE_ACADEMIES[zone]}. Dates reçues du ministère à chaque mise à jour hebdomadaire.`,
  unknownZone: 'Choisissez une zone scolaire de la liste ou « Aucune »',
  /** The space's switch beside the zone (docs/decisions/048-school-holidays.md). */
  feedField: 'Vacances scolaires dans le calendrier abonné',
  feedHint: 'Ajoutées en journées entières au calendrier abonné et au fichier .ics.',
  feedInvalid: 'Indiquez si les vacances scolaires vont dans le calendrier abonné (oui ou non)',
  feedChanged: 'Calendrier abonné mis à jour',
  /** « Vacances de Noël — zone C ». */
  label: (name: string, zone: SchoolZone) =>
    `${name} — ${isSnapshotZone(zone) ? `zone ${zone}` : SCHOOL_ZONE_NAMES[zone]}`,
  /** Where the data comes from, for « À propos » and docs/ (decision 050). */
  source:
    'Vacances scolaires : calendrier scolaire du ministère de l’Éducation nationale, jeu de données « Calendrier scolaire » (fr-en-calendrier-scolaire) de data.education.gouv.fr, sous Licence Ouverte / Open Licence (Etalab), mis à jour chaque semaine.',
  /** The last refresh that succeeded, as « À propos » dates it. */
  refreshed: (date: string) => `Dernière mise à jour : ${date}.`,
  notRefreshed:
    'Pas encore de mise à jour depuis le ministère : copie livrée avec l’application (zones A, B et C, mise à jour le 14 mars 2025).',
  covers:
    'Copie livrée avec l’application : années scolaires 2019-2020 à 2026-2027, zones A, B et C.',
} as const;

const PERIODS: readonly SchoolHolidayPeriod[] = SCHOOL_HOLIDAY_ROWS.map(
  ([zone, name, start, end]) => ({ zone, name, start, end }),
);

/** A period fetched from the Ministry's API into D1, with its school year (« 2025-2026 »). */
export interface FetchedSchoolHolidayPeriod extends SchoolHolidayPeriod {
  schoolYear: string;
}

/** The school year (« 2025-2026 ») a holiday starting on `start` belongs to: September to August. */
export function schoolYearOf(start: IsoDate): string {
  const year = Number(start.slice(0, 4));
  const first = Number(start.slice(5, 7)) >= 9 ? year : year - 1;
  return `${first}-${first + 1}`;
}

/**
 * The periods Foyer reads (docs/decisions/050-school-calendar-refresh.md): the fetched ones win for
 * each zone and school year they carry; the snapshot stays for the others, so a clone offline and a
 * Worker whose refresh never ran still work.
 */
export function withFetchedPeriods(
  fetched: readonly FetchedSchoolHolidayPeriod[],
  snapshot: readonly SchoolHolidayPeriod[] = PERIODS,
): SchoolHolidayPeriod[] {
  if (fetched.length === 0) return [...snapshot];
  const carried = new Set(fetched.map((p) => `${p.zone}|${p.schoolYear}`));
  const kept = snapshot.filter((p) => !carried.has(`${p.zone}|${schoolYearOf(p.start)}`));
  const periods = [
    ...kept,
    ...fetched.map(({ zone, name, start, end }) => ({ zone, name, start, end })),
  ];
  return periods.sort((a, b) => a.zone.localeCompare(b.zone) || a.start.localeCompare(b.start));
}

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
