/**
 * Small rules of written French used wherever a name or a date is put into a sentence
 * (docs/product.md#french-text): elision of « de » and « le », « 1er » for the first of the month,
 * and the pieces of a free text that a phone can act on (links, phone numbers, emails).
 */

/**
 * A name that takes the elided article: it starts with a vowel (accents included) or an h (first
 * names in h are nearly all read with a mute h: d'Hélène, d'Hugo), or a y followed by a consonant
 * (d'Yves) but not a y that sounds like a consonant (de Yann, de Yasmine).
 */
export function startsWithVowelSound(word: string): boolean {
  const plain = word.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (/^[aeiouæœh]/.test(plain)) return true;
  return /^y[^aeiouy]/.test(plain);
}

/** « de Zoé », « d'Alice », « d'Hélène ». */
export function deName(name: string): string {
  return startsWithVowelSound(name) ? `d'${name.trim()}` : `de ${name.trim()}`;
}

/** « Le profil d'Alice », « Le profil de Zoé ». */
export function profileOf(name: string): string {
  return `Le profil ${deName(name)}`;
}

/**
 * French dates, each named for what it writes and written by the platform's own French
 * (`Intl.DateTimeFormat('fr-FR')`, CLDR), with « 1er » for the first of the month. A date is a
 * `Date`, read in the device's time zone, or a calendar day `yyyy-MM-dd`, read as that day.
 */
type FrenchDate = Date | string;

function asDate(date: FrenchDate): Date {
  // `yyyy-MM-ddT00:00` without an offset is local midnight (ECMAScript's date-time string format).
  return typeof date === 'string' ? new Date(date.length === 10 ? `${date}T00:00` : date) : date;
}

/** One Intl format, with the day of the month « 1er » on the first. */
function frenchFormat(options: Intl.DateTimeFormatOptions): (date: FrenchDate) => string {
  const format = new Intl.DateTimeFormat('fr-FR', options);
  return (date) =>
    format
      .formatToParts(asDate(date))
      .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
      .join('');
}

/** « samedi 21 novembre », « mardi 1er décembre ». */
export const dayTitle = frenchFormat({ weekday: 'long', day: 'numeric', month: 'long' });
/** « samedi 21 novembre 2026 ». */
export const dayTitleWithYear = frenchFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
/** « samedi 21 », a day in its week or month. */
export const weekdayAndDay = frenchFormat({ weekday: 'long', day: 'numeric' });
/** « samedi ». */
export const weekdayName = frenchFormat({ weekday: 'long' });
/** « sam. ». */
export const shortWeekday = frenchFormat({ weekday: 'short' });
/** « 21 », « 1er ». */
export const dayOfMonth = frenchFormat({ day: 'numeric' });
/** « 21 novembre ». */
export const dayAndMonth = frenchFormat({ day: 'numeric', month: 'long' });
/** « 21 novembre 2026 ». */
export const longDate = frenchFormat({ day: 'numeric', month: 'long', year: 'numeric' });
/** « 21 nov. 2026 ». */
export const shortDate = frenchFormat({ day: 'numeric', month: 'short', year: 'numeric' });
/** « novembre ». */
export const monthName = frenchFormat({ month: 'long' });
/** « novembre 2026 ». */
export const monthTitle = frenchFormat({ month: 'long', year: 'numeric' });
/** « samedi 21 novembre à 14:05 ». */
export const dayTitleAndTime = frenchFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

const numericDate = frenchFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const timeOfDay = frenchFormat({ hour: '2-digit', minute: '2-digit' });

/** « 21/11/2026 à 14:05 », an exact moment. */
export function exactDateTime(date: FrenchDate): string {
  return `${numericDate(date)} à ${timeOfDay(date)}`;
}

export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'url' | 'email' | 'phone'; text: string; href: string };

/**
 * Links (http(s):// or www.), emails and French phone numbers (0X XX XX XX XX, +33 …), in the order
 * they appear. A link's trailing punctuation (a full stop, a closing bracket) stays text.
 */
const ACTIONABLE =
  /(https?:\/\/[^\s<>"]+|www\.[^\s<>"]+)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?:\+33[\s.-]?|0)[1-9](?:[\s.-]?\d{2}){4})(?!\d)/giu;

export function splitActionable(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(ACTIONABLE)) {
    let found = match[0];
    const start = match.index;
    if (match[1]) found = found.replace(/[.,;:!?)\]»']+$/u, '');
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    if (match[1]) {
      pieces.push({
        kind: 'url',
        text: found,
        href: found.startsWith('www.') ? `https://${found}` : found,
      });
    } else if (match[2]) {
      pieces.push({ kind: 'email', text: found, href: `mailto:${found}` });
    } else {
      pieces.push({ kind: 'phone', text: found, href: `tel:${found.replace(/[\s.-]/g, '')}` });
    }
    last = start + found.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** Opens the place in the phone's maps application (or Google Maps in a browser). */
export function mapsHref(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.trim())}`;
}

/**
 * The reminder's « when » for any event: an all-day one is reminded of by its day (its lead time
 * counts from that day's midnight, positive the evening before), a timed one by leadTimeWords.
 */
export function reminderWords(event: {
  allDay: boolean;
  notificationTime: number;
  time: string | null;
}): string {
  if (event.allDay) return event.notificationTime > 0 ? 'demain' : "aujourd'hui";
  return leadTimeWords(event.notificationTime, event.time);
}

/**
 * When a reminder's item starts, as the reminder says it (« Judo dans 2 heures »): minutes and
 * hours under a day (« dans 15 minutes », « dans 1 heure », « dans 1 h 30 »), and from a day on the
 * day and the time (« demain à 17:30 », « après-demain à 17:30 », « dans 3 jours à 17:30 »), or
 * only the days for an item without a time.
 */
export function leadTimeWords(minutes: number, time: string | null = null): string {
  if (minutes >= 1440) {
    const days = Math.floor(minutes / 1440);
    const day = days === 1 ? 'demain' : days === 2 ? 'après-demain' : `dans ${days} jours`;
    return time ? `${day} à ${time}` : day;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `dans ${rest} minute${rest > 1 ? 's' : ''}`;
  if (rest === 0) return `dans ${hours} heure${hours > 1 ? 's' : ''}`;
  return `dans ${hours} h ${String(rest).padStart(2, '0')}`;
}
