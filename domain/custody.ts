/**
 * Custody (« Garde », docs/product.md#custody): which home the children sleep in, day by day, as a
 * separated family's judgment or agreement sets it. A pattern is a 14-day rhythm between two
 * parents, from a first day with the first parent; the school holidays may be split in halves by
 * the year's parity, as French judgments write it; a swap gives a run of days to the other parent
 * once (an occurrence), without touching the rhythm. Pure and without zod, so that the planning
 * draws the band without loading it: the inputs' schemas are in custody-schemas.ts.
 */
import type { SchoolHolidayPeriod } from './school-holidays.ts';
import { addDays, type IsoDate } from './zoned-time.ts';

/** The rhythms, each a fortnight: 0 is the first parent's night, 1 the second's. */
export const CUSTODY_RHYTHMS = {
  'alternate-weeks': {
    label: 'Une semaine sur deux',
    days: [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1],
  },
  '2-2-3': { label: '2-2-3', days: [0, 0, 1, 1, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1] },
  '2-2-5-5': { label: '2-2-5-5', days: [0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1] },
} as const satisfies Record<string, { label: string; days: readonly (0 | 1)[] }>;

export type CustodyRhythm = keyof typeof CUSTODY_RHYTHMS;
export const CUSTODY_RHYTHM_IDS = Object.keys(CUSTODY_RHYTHMS) as [
  CustodyRhythm,
  ...CustodyRhythm[],
];

/**
 * The school holidays: the rhythm goes on, or each holiday is cut in two halves, the first parent
 * having the first half in even years (the year the holiday starts) and the second in odd years,
 * or the reverse.
 */
export const CUSTODY_HOLIDAY_RULES = {
  rhythm: 'Le rythme habituel continue',
  'first-half-even': 'Première moitié les années paires, seconde les années impaires',
  'first-half-odd': 'Première moitié les années impaires, seconde les années paires',
} as const;

export type CustodyHolidayRule = keyof typeof CUSTODY_HOLIDAY_RULES;
export const CUSTODY_HOLIDAY_RULE_IDS = Object.keys(CUSTODY_HOLIDAY_RULES) as [
  CustodyHolidayRule,
  ...CustodyHolidayRule[],
];

/** A holiday this short (the Ascension bridge) is not split: the rhythm keeps it. */
const SHORTEST_SPLIT_HOLIDAY_DAYS = 5;

/** Patterns a space may hold: one per child and one for all, with room for a new family. */
export const MAX_CUSTODY_PATTERNS = 10;
/** Swaps a pattern may hold; older ones past their last day can be deleted. */
export const MAX_CUSTODY_SWAPS = 200;
/** The longest swap: a summer month. */
export const MAX_SWAP_DAYS = 62;

export const CUSTODY_TEXTS = {
  section: 'Garde',
  intro:
    'Le rythme de garde des enfants entre les deux foyers : le planning montre chez qui ils sont, jour après jour.',
  empty: 'Aucun rythme de garde pour le moment.',
  add: 'Ajouter un rythme de garde',
  edit: 'Modifier le rythme de garde',
  childField: 'Pour',
  allChildren: 'Tous les enfants',
  rhythmField: 'Rythme',
  startField: 'À partir du',
  firstParentField: 'D’abord chez',
  secondParentField: 'Puis chez',
  handoverField: 'Heure de l’échange',
  holidaysField: 'Vacances scolaires',
  holidaysNoZone: 'Choisissez d’abord la zone scolaire de l’espace pour partager les vacances.',
  swap: 'Échanger des jours',
  swapTitle: 'Échanger des jours de garde',
  swapFrom: 'Du',
  swapTo: 'Au',
  swapParent: 'Chez',
  swapsTitle: 'Échanges prévus',
  cancelSwap: 'Annuler l’échange',
  /** « Semaine chez Thomas », when one home has the whole week. */
  week: (parent: string) => `Semaine chez ${parent}`,
  at: (parent: string) => `Chez ${parent}`,
  /** The day view: « Léa est chez Camille », « Les enfants sont chez Camille ». */
  dayWith: (who: string | null, parent: string) =>
    who ? `${who} est chez ${parent}` : `Les enfants sont chez ${parent}`,
  /** A hand-over as an item of the day. */
  handover: (time: string, parent: string) => `${time} Échange de garde : chez ${parent}`,
  summary: (rhythm: string, first: string, second: string, time: string) =>
    `${rhythm}, d’abord chez ${first} puis chez ${second}, échange à ${time}`,
  /** How the school holidays are shared, or nothing when the rhythm keeps them. */
  holidaySummary: (rule: CustodyHolidayRule, first: string, second: string) =>
    rule === 'rhythm'
      ? ''
      : rule === 'first-half-even'
        ? `Vacances scolaires : la première moitié chez ${first} les années paires, chez ${second} les années impaires.`
        : `Vacances scolaires : la première moitié chez ${second} les années paires, chez ${first} les années impaires.`,
} as const;

export const CUSTODY_MESSAGES = {
  childInvalid: 'Enfant invalide',
  authorInvalid: 'Profil invalide',
  childNotFound: 'Cet enfant n’est pas un profil enfant de l’espace',
  rhythmInvalid: 'Veuillez choisir un rythme de garde',
  startRequired: 'Veuillez choisir le premier jour du rythme',
  parentRequired: 'Veuillez choisir un parent',
  parentNotFound: 'Ce parent n’est pas un profil adulte de l’espace',
  sameParents: 'Choisissez deux parents différents',
  timeInvalid: 'Heure invalide (HH:MM)',
  holidaysInvalid: 'Veuillez choisir comment partager les vacances scolaires',
  swapOrder: 'Le dernier jour doit suivre le premier',
  swapTooLong: `Un échange dure au plus ${MAX_SWAP_DAYS} jours`,
  notFound: 'Ce rythme de garde n’existe pas ou a été supprimé',
  swapNotFound: 'Cet échange n’existe pas ou a été annulé',
  tooMany: `Un espace peut avoir au plus ${MAX_CUSTODY_PATTERNS} rythmes de garde`,
  tooManySwaps: `Un rythme de garde peut avoir au plus ${MAX_CUSTODY_SWAPS} échanges`,
  added: 'Rythme de garde ajouté',
  updated: 'Rythme de garde modifié',
  deleted: 'Rythme de garde supprimé',
  swapAdded: 'Échange de garde enregistré',
  swapDeleted: 'Échange de garde annulé',
  saveFailed: 'Le rythme de garde n’a pas pu être enregistré',
  deleteConfirm:
    'Supprimer ce rythme de garde ? Le planning ne montrera plus chez qui sont les enfants.',
} as const;

export interface CustodySwap {
  id: string;
  firstDay: IsoDate;
  lastDay: IsoDate;
  parentId: string;
}

/** A pattern as the API answers it. */
export interface CustodyPattern {
  id: string;
  /** Null for all the children of the space. */
  childId: string | null;
  rhythm: CustodyRhythm;
  startDate: IsoDate;
  firstParentId: string;
  secondParentId: string;
  handoverTime: string;
  holidays: CustodyHolidayRule;
  swaps: CustodySwap[];
}

/** One day of a pattern: whose home, and the hand-over when the home changes that day. */
export interface CustodyDay {
  parentId: string;
  /** The parent the children leave that day, at `handoverTime`; absent on an ordinary day. */
  handoverFrom?: string;
}

function daysFrom(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The rhythm's parent of a day; before the first day, none. */
function rhythmParent(pattern: CustodyPattern, day: IsoDate): string | undefined {
  const offset = daysFrom(pattern.startDate, day);
  if (offset < 0) return undefined;
  const slot = CUSTODY_RHYTHMS[pattern.rhythm].days[offset % 14];
  return slot === 0 ? pattern.firstParentId : pattern.secondParentId;
}

/** The half-holiday's parent of a day inside a long school holiday, by the year's parity. */
function holidayParent(
  pattern: CustodyPattern,
  day: IsoDate,
  periods: readonly SchoolHolidayPeriod[],
): string | undefined {
  if (pattern.holidays === 'rhythm') return undefined;
  const period = periods.find((p) => p.start <= day && day <= p.end);
  if (!period) return undefined;
  const length = daysFrom(period.start, period.end) + 1;
  if (length < SHORTEST_SPLIT_HOLIDAY_DAYS) return undefined;
  const firstHalf = daysFrom(period.start, day) < Math.ceil(length / 2);
  const even = Number(period.start.slice(0, 4)) % 2 === 0;
  const firstParentFirst = (pattern.holidays === 'first-half-even') === even;
  return firstHalf === firstParentFirst ? pattern.firstParentId : pattern.secondParentId;
}

/** Whose home a day is: a swap first, then a split holiday, then the rhythm. */
export function custodyParentOn(
  pattern: CustodyPattern,
  day: IsoDate,
  periods: readonly SchoolHolidayPeriod[] = [],
): string | undefined {
  const swap = pattern.swaps.find((s) => s.firstDay <= day && day <= s.lastDay);
  if (swap) return swap.parentId;
  if (daysFrom(pattern.startDate, day) < 0) return undefined;
  return holidayParent(pattern, day, periods) ?? rhythmParent(pattern, day);
}

/**
 * The pattern's days of [from, to], by day: whose home, and a hand-over where the home differs from
 * the day before's. `periods` are the school holidays of the space's zone (none without a zone).
 */
export function custodyDays(
  pattern: CustodyPattern,
  from: IsoDate,
  to: IsoDate,
  periods: readonly SchoolHolidayPeriod[] = [],
): Record<IsoDate, CustodyDay> {
  const days: Record<IsoDate, CustodyDay> = {};
  let before = custodyParentOn(pattern, addDays(from, -1), periods);
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const parentId = custodyParentOn(pattern, day, periods);
    if (parentId) {
      days[day] = before && before !== parentId ? { parentId, handoverFrom: before } : { parentId };
    }
    before = parentId;
  }
  return days;
}

/** A run of days in one home, as the week and month draw it. */
export interface CustodyRun {
  parentId: string;
  first: IsoDate;
  last: IsoDate;
}

/** The runs of [from, to]: consecutive days of one home. */
export function custodyRuns(
  days: Record<IsoDate, CustodyDay>,
  from: IsoDate,
  to: IsoDate,
): CustodyRun[] {
  const runs: CustodyRun[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const parentId = days[day]?.parentId;
    const open = runs.at(-1);
    if (parentId && open && open.parentId === parentId && open.last === addDays(day, -1)) {
      open.last = day;
    } else if (parentId) {
      runs.push({ parentId, first: day, last: day });
    }
  }
  return runs;
}
