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
 * A date-fns pattern for this day of the month: the day token `d` becomes « 1er » on the first
 * (« mardi 1er décembre », « Semaine du 1er au 7 novembre »); quoted text and `dd` are left as they are.
 */
export function frenchDayPattern(pattern: string, dayOfMonth: number): string {
  if (dayOfMonth !== 1) return pattern;
  return pattern
    .split(/('[^']*')/)
    .map((part) => (part.startsWith("'") ? part : part.replace(/(?<!d)d(?!d)/g, "d'er'")))
    .join('');
}

/** French names of days and months, from the platform's own locale data (Intl, CLDR). */
const NAMES = {
  EEEE: new Intl.DateTimeFormat('fr-FR', { weekday: 'long' }),
  EEE: new Intl.DateTimeFormat('fr-FR', { weekday: 'short' }),
  MMMM: new Intl.DateTimeFormat('fr-FR', { month: 'long' }),
  MMM: new Intl.DateTimeFormat('fr-FR', { month: 'short' }),
};

const two = (n: number) => String(n).padStart(2, '0');

/** The tokens of date-fns patterns that Foyer writes, and quoted text. */
const TOKEN = /'[^']*'|EEEE|EEE|MMMM|MMM|MM|yyyy|dd|d|HH|mm/g;

/**
 * `pattern` in French with « 1er » on the first of the month, in the device's local time. The
 * patterns are date-fns' (`EEEE d MMMM`, `d MMM yyyy`, `'à' HH:mm`...), written with Intl rather
 * than date-fns' `format`, whose formatters and English fallback locale would otherwise be on the
 * planning's first load (tests/unit/french.test.ts compares the two over whole years).
 */
export function formatFrench(date: Date, pattern: string): string {
  return frenchDayPattern(pattern, date.getDate()).replace(TOKEN, (token) => {
    switch (token) {
      case 'EEEE':
      case 'EEE':
      case 'MMMM':
      case 'MMM':
        return NAMES[token].format(date);
      case 'MM':
        return two(date.getMonth() + 1);
      case 'yyyy':
        return String(date.getFullYear());
      case 'dd':
        return two(date.getDate());
      case 'd':
        return String(date.getDate());
      case 'HH':
        return two(date.getHours());
      case 'mm':
        return two(date.getMinutes());
      default:
        // Quoted text, as date-fns writes it ('' is a single quote).
        return token === "''" ? "'" : token.slice(1, -1);
    }
  });
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
