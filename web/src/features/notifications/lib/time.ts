/** Times of notifications and days of alerts, in French (domain/french.ts, date-fns `fr` for « il y a »). */
import { differenceInSeconds, formatDistanceStrict, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { useEffect, useState } from 'react';
import { dayTitle, dayTitleWithYear, exactDateTime, shortDate } from '#domain/french.ts';
import { addDays, type IsoDate } from '#domain/zoned-time.ts';

const WEEK_SECONDS = 7 * 24 * 3600;

/** "À l'instant", "il y a 5 minutes", "il y a 2 jours", then "12 mars 2026". */
export function relativeTime(iso: string, now: Date): string {
  const date = parseISO(iso);
  const seconds = differenceInSeconds(now, date);
  if (seconds < 60) return "À l'instant";
  if (seconds < WEEK_SECONDS)
    return formatDistanceStrict(date, now, { locale: fr, addSuffix: true });
  return shortDate(date);
}

/** "12/03/2026 à 14:05", the detail's exact time. */
export function exactTime(iso: string): string {
  return exactDateTime(parseISO(iso));
}

/** "aujourd'hui", "demain", else "samedi 21 novembre" (with the year when not this one's). */
export function dayLabel(date: IsoDate, today: IsoDate): string {
  if (date === today) return "aujourd'hui";
  if (date === addDays(today, 1)) return 'demain';
  return date.slice(0, 4) === today.slice(0, 4) ? dayTitle(date) : dayTitleWithYear(date);
}

/** "aujourd'hui", "demain", "le samedi 21 novembre": after a verb. */
export function onDay(date: IsoDate, today: IsoDate): string {
  const day = dayLabel(date, today);
  return date === today || date === addDays(today, 1) ? day : `le ${day}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The current time, renewed every minute, so that "il y a 5 minutes" stays true on screen. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** French spacing: no line break just inside « guillemets » or before a colon. */
export function frenchSpacing(text: string): string {
  return text.replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»').replace(/ :/g, '\u00a0:');
}
