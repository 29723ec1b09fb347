/**
 * The Ministry's school calendar as its open data API answers it
 * (docs/decisions/050-school-calendar-refresh.md): the dataset `fr-en-calendrier-scolaire` of
 * data.education.gouv.fr (Opendatasoft Explore API v2.1), one record per holiday and place. This turns
 * an answer into Foyer's periods; the weekly refresh (worker/cron/school-calendar.ts) stores them.
 *
 * - `zones` names the zone (« Zone A », « Corse », « Guadeloupe »…); a name Foyer does not know is
 *   dropped.
 * - `start_date` and `end_date` are instants with an offset (`2025-12-19T23:00:00+00:00`), midnight in
 *   Paris: the first day of the holidays, and the day classes resume. The last day is the day before.
 * - `population` is « - » or « Élèves » for the pupils' dates, « Enseignants » for the teachers'
 *   (who may start later or finish earlier): only the pupils' are kept.
 * - The same holiday comes once per place (`location`): one period per zone and first day is kept.
 * - Two records carry one day (`end_date` equal to `start_date`): the Ascension bridge, which is that
 *   day, and « Début des Vacances d'Été », which runs to the end of August.
 * - Names are written as Foyer's other texts write them: « Vacances d'hiver », not « d'Hiver ».
 */
import { z } from 'zod';
import type { FetchedSchoolHolidayPeriod, SchoolZone } from './school-holidays.ts';
import { addDays, type IsoDate, zonedDate } from './zoned-time.ts';

/** The dataset writes its days as midnight in metropolitan France. */
const DATASET_TIME_ZONE = 'Europe/Paris';

const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/;

const record = z.object({
  description: z.string().trim().min(1).max(120),
  population: z.string().trim().nullish(),
  start_date: z.string().regex(INSTANT),
  end_date: z.string().regex(INSTANT),
  zones: z.string().trim().min(1),
  annee_scolaire: z.string().regex(/^\d{4}(-\d{4})?$/),
});

/** The answer of `/exports/json` (an array) or of `/records` (`{ results: [...] }`). */
const answer = z.union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()) })]);

/** Official zone names, lower-cased without accents, spaces or punctuation, to Foyer's codes. */
const ZONE_CODES: Record<string, SchoolZone> = {
  zonea: 'A',
  zoneb: 'B',
  zonec: 'C',
  corse: 'Corse',
  guadeloupe: 'Guadeloupe',
  guyane: 'Guyane',
  martinique: 'Martinique',
  mayotte: 'Mayotte',
  reunion: 'Reunion',
  lareunion: 'Reunion',
  nouvellecaledonie: 'NouvelleCaledonie',
  polynesie: 'Polynesie',
  polynesiefrancaise: 'Polynesie',
  saintpierreetmiquelon: 'SaintPierreEtMiquelon',
  wallisetfutuna: 'WallisEtFutuna',
};

/** Foyer's code of an official zone name, or undefined for one it does not know. */
export function zoneOfDataset(name: string): SchoolZone | undefined {
  const key = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return ZONE_CODES[key];
}

/** The calendar day an instant of the dataset names; a bare date is that date. */
function dayOf(value: string): IsoDate | undefined {
  if (value.length === 10) return Number.isNaN(Date.parse(value)) ? undefined : value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : zonedDate(new Date(ms), DATASET_TIME_ZONE);
}

/** « Vacances d'Hiver », « Vacances de Printemps »: the season in lower case, as French writes it. */
function nameOf(description: string): string {
  return description.replace(
    /^(Vacances d['’]|Vacances de )(Hiver|Printemps|Été|Ete)(?=\s|$)/i,
    (_, lead: string, season: string) => lead + season.toLowerCase(),
  );
}

const SUMMER_START = /^d[ée]but des vacances d['’][ée]t[ée]$/i;

/** The teachers' rows: their dates are not the children's. */
function isPupils(population: string | null | undefined): boolean {
  return !population || !/enseignant/i.test(population);
}

/**
 * The valid periods of an answer, by zone then first day. A record with an unknown zone, a bad date
 * or a last day before its first is dropped; an answer that is not a list of records throws.
 */
export function periodsFromRecords(body: unknown): FetchedSchoolHolidayPeriod[] {
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw new Error('not a list of records');
  const records = Array.isArray(parsed.data) ? parsed.data : parsed.data.results;
  const periods = new Map<string, FetchedSchoolHolidayPeriod>();
  for (const raw of records) {
    const row = record.safeParse(raw);
    if (!row.success || !isPupils(row.data.population)) continue;
    const zone = zoneOfDataset(row.data.zones);
    const start = dayOf(row.data.start_date);
    const resume = dayOf(row.data.end_date);
    if (!zone || !start || !resume) continue;
    if (resume < start) continue;
    const summer = SUMMER_START.test(row.data.description);
    // A one-day record is that day; the summer's start runs to the last day of August.
    const end =
      resume === start ? (summer ? `${start.slice(0, 4)}-08-31` : start) : addDays(resume, -1);
    const key = `${zone}|${start}`;
    if (periods.has(key)) continue;
    periods.set(key, {
      zone,
      name: summer ? "Vacances d'été" : nameOf(row.data.description),
      start,
      end,
      schoolYear: row.data.annee_scolaire,
    });
  }
  return [...periods.values()].sort(
    (a, b) => a.zone.localeCompare(b.zone) || a.start.localeCompare(b.start),
  );
}
