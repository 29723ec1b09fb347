/**
 * France's eleven public holidays (jours fériés, metropolitan France; docs/product.md#public-holidays),
 * for the SPA's labels and the Worker's « Sauf jours fériés » alike: eight fixed days, and Easter
 * Monday, Ascension and Whit Monday counted from Easter Sunday. Spaces have no country yet, so every
 * family sees France's; a country would come back as data, like data/school-holidays/.
 */
import type { IsoDate } from './zoned-time.ts';

/** The one day of the week-end or a public holiday: both are drawn alike on the calendars. */
export const HOLIDAY_TEXTS = {
  holiday: 'Jour férié',
} as const;

/** The fixed holidays by `MM-dd`, in their French names. */
const FIXED_HOLIDAYS: Readonly<Record<string, string>> = {
  '01-01': 'Nouvel An',
  '05-01': 'Fête du travail',
  '05-08': 'Fête de la Victoire 1945',
  '07-14': 'Fête Nationale de la France',
  '08-15': 'Assomption',
  '11-01': 'Toussaint',
  '11-11': 'Armistice 1918',
  '12-25': 'Noël',
};

/** The movable holidays, by their distance in days from Easter Sunday. */
const EASTER_HOLIDAYS: ReadonlyArray<readonly [number, string]> = [
  [1, 'Lundi de Pâques'],
  [39, 'Ascension'],
  [50, 'Lundi de Pentecôte'],
];

const DAY_MS = 86_400_000;

/** Gregorian Easter Sunday of `year` at 00:00 UTC, in ms (the anonymous Gregorian algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** The name of the public holiday on `date`, two on one day joined (« Fête du travail · Ascension »). */
export function publicHolidayOn(date: IsoDate): string | undefined {
  const names: string[] = [];
  const fixed = FIXED_HOLIDAYS[date.slice(5, 10)];
  if (fixed) names.push(fixed);
  const offset = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - easterSunday(Number(date.slice(0, 4)))) / DAY_MS,
  );
  for (const [days, name] of EASTER_HOLIDAYS) if (offset === days) names.push(name);
  return names.length > 0 ? names.join(' · ') : undefined;
}

/** Whether `date` is a public holiday (the series that pause on them skip it). */
export function isFrenchPublicHoliday(date: IsoDate): boolean {
  return publicHolidayOn(date) !== undefined;
}

/** Labels of the public holidays of [from, to], by day. */
export function holidaysBetween(from: IsoDate, to: IsoDate): Record<IsoDate, string> {
  const labels: Record<IsoDate, string> = {};
  for (
    let day = Date.parse(`${from}T00:00:00Z`);
    day <= Date.parse(`${to}T00:00:00Z`);
    day += DAY_MS
  ) {
    const date = new Date(day).toISOString().slice(0, 10);
    const name = publicHolidayOn(date);
    if (name) labels[date] = name;
  }
  return labels;
}
