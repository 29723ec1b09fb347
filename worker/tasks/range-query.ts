/**
 * The range's query (`GET …/tasks?from&to[&profile]`) read without zod when it is plainly valid
 * (docs/decisions/025-worker-throughput.md): the planning asks for its week, month or day many
 * times more often than anything else, and zod's object parse, its refinements and Hono's generic
 * query parsing were a visible share of that request's CPU. Anything not plainly valid (an
 * unknown, repeated or encoded key, a bad date, a wrong order or length, a bad profile) goes to the
 * zod validator as before, so every refusal and its French messages are unchanged; what this
 * accepts is exactly what the schema would answer for it (tests/unit/range-query.test.ts).
 */
import { isUuid } from '../../domain/ids.ts';
import { isCalendarDate } from '../../domain/recurrence.ts';
import { MAX_RANGE_DAYS, NO_PROFILE } from '../../domain/tasks.ts';
import { addDays, type IsoDate } from '../../domain/zoned-time.ts';

export interface PlainRangeQuery {
  from: IsoDate;
  to: IsoDate;
  profile?: string;
}

/** Only these characters: nothing percent-encoded, no `+`, so every parser reads the same pairs. */
const PLAIN = /^[\w=&-]*$/;

/**
 * The query of `url` as `taskRangeQuerySchema` parses it, when it has `from`, `to` and at most
 * `profile`, each once, in plain characters, and passes every rule; otherwise undefined (let the
 * schema answer, refusal included).
 */
export function plainRangeQuery(url: string): PlainRangeQuery | undefined {
  const mark = url.indexOf('?');
  if (mark < 0) return undefined;
  const query = url.slice(mark + 1);
  if (!PLAIN.test(query)) return undefined;
  let from: string | undefined;
  let to: string | undefined;
  let profile: string | undefined;
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) return undefined;
    const key = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    if (key === 'from' && from === undefined) from = value;
    else if (key === 'to' && to === undefined) to = value;
    else if (key === 'profile' && profile === undefined) profile = value;
    else return undefined;
  }
  if (from === undefined || to === undefined) return undefined;
  if (!isCalendarDate(from) || !isCalendarDate(to)) return undefined;
  if (from > to || addDays(from, MAX_RANGE_DAYS - 1) < to) return undefined;
  if (profile === undefined) return { from, to };
  if (profile !== NO_PROFILE && !isUuid(profile.toLowerCase())) return undefined;
  return { from, to, profile };
}
