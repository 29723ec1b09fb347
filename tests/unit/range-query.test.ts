import fc from 'fast-check';
import { HonoRequest } from 'hono/request';
import { describe, expect, it } from 'vitest';
import { taskRangeQuerySchema } from '../../domain/tasks.ts';
import { addDays } from '../../domain/zoned-time.ts';
import { plainRangeQuery } from '../../worker/tasks/range-query.ts';

const BASE = 'http://localhost/api/spaces/s/tasks';
const UUID = '0b6c1a52-7d4e-4f1a-9c3b-5e2d8f7a6b10';

/** The query as Hono's validator hands it to zod: one value, or an array for a repeated key. */
function bySchema(url: string) {
  const queries = new HonoRequest(new Request(url)).queries();
  const value = Object.fromEntries(
    Object.entries(queries).map(([k, v]) => (v.length === 1 ? [k, v[0]] : [k, v])),
  );
  return taskRangeQuerySchema.safeParse(value);
}

describe('plainRangeQuery', () => {
  it('reads the plain queries the planning sends, as the schema does', () => {
    for (const query of [
      'from=2031-03-03&to=2031-03-09',
      'to=2031-03-09&from=2031-03-03',
      'from=2031-03-01&to=2031-05-01',
      'from=2024-02-29&to=2024-02-29',
      `from=2031-03-03&to=2031-03-09&profile=${UUID}`,
      `from=2031-03-03&to=2031-03-09&profile=${UUID.toUpperCase()}`,
      'from=2031-03-03&to=2031-03-09&profile=none',
    ]) {
      const url = `${BASE}?${query}`;
      const plain = plainRangeQuery(url);
      expect(plain, query).toBeDefined();
      const parsed = bySchema(url);
      expect(parsed.success).toBe(true);
      expect(plain).toStrictEqual(parsed.data);
    }
  });

  it('leaves to the schema what is not plainly valid', () => {
    for (const query of [
      '',
      'from=2031-03-03',
      'from=2031-03-03&to=2031-03-09&from=2031-03-04',
      'from=2031-03-03&to=2031-03-09&extra=1',
      'from=2031-03-03&to=2031-03-09&',
      'from=2031-03-03&to',
      'from=2031-03-10&to=2031-03-09',
      'from=2031-03-01&to=2031-05-02',
      'from=2031-02-29&to=2031-03-09',
      'from=2031-03-03&to=2031-03-09&profile=someone',
      'from=2031%2D03-03&to=2031-03-09',
      'from=2031-03-03&to=2031-03-09&profile=none+',
    ]) {
      expect(plainRangeQuery(`${BASE}?${query}`), query).toBeUndefined();
    }
    expect(plainRangeQuery(BASE)).toBeUndefined();
  });

  it('answers only what the schema answers, for any query', () => {
    const day = fc
      .tuple(
        fc.integer({ min: 1990, max: 2100 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    const value = fc.oneof(
      day,
      fc.constantFrom('none', UUID, UUID.toUpperCase(), '', 'x', '2031-03-03%20', '2031+03-03'),
      fc.string({ maxLength: 12 }),
    );
    const key = fc.constantFrom('from', 'to', 'profile', 'other', 'from[]', '');
    const pair = fc.oneof(
      fc.tuple(key, value).map(([k, v]) => `${k}=${v}`),
      key,
    );
    // A range near the rules' edges (order, 62 days), then the other pairs in any order.
    const range = fc
      .tuple(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: -2, max: 64 }))
      .map(([start, length]) => {
        const from = addDays('1990-01-01', start);
        return [`from=${from}`, `to=${addDays(from, length)}`];
      });
    let accepted = 0;
    fc.assert(
      fc.property(range, fc.array(pair, { maxLength: 3 }), fc.boolean(), (dates, more, swap) => {
        const pairs = swap ? [...more, ...dates.reverse()] : [...dates, ...more];
        const url = `${BASE}?${pairs.join('&')}`;
        const plain = plainRangeQuery(url);
        if (plain === undefined) return;
        accepted++;
        const parsed = bySchema(url);
        expect(parsed.success).toBe(true);
        expect(plain).toStrictEqual(parsed.data);
      }),
      { numRuns: 2000 },
    );
    // The property is not vacuous: some generated queries took the plain path.
    expect(accepted).toBeGreaterThan(0);
  });
});
