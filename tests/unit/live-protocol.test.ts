import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES, liveEventSchema, readLiveEvent } from '../../domain/live-events.ts';

/** What zod makes of a message: the event with its known fields only, or null. */
function zodReads(data: unknown) {
  const parsed = liveEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

const AT = '2026-11-23T21:55:00.000Z';

describe('live events read without zod (the SPA) and with it (the Worker, the tests)', () => {
  it('reads what the hub sends, and drops fields it does not know', () => {
    expect(readLiveEvent({ type: 'tasks.changed', at: AT })).toEqual({
      type: 'tasks.changed',
      at: AT,
    });
    expect(readLiveEvent({ type: 'lists.changed', id: 'abc', at: AT, extra: 1 })).toEqual({
      type: 'lists.changed',
      id: 'abc',
      at: AT,
    });
  });

  it('refuses what is not an event', () => {
    for (const data of [
      null,
      'tasks.changed',
      [],
      { type: 'ping' },
      { type: 'tasks.changed' },
      { type: 'tasks.changed', at: '2026-11-23' },
      { type: 'tasks.changed', at: '2026-02-30T10:00:00Z' },
      { type: 'tasks.changed', at: '2026-11-23T10:00Z' },
      { type: 'tasks.changed', at: '2026-11-23T10:00:00+01:00' },
      { type: 'tasks.changed', id: 5, at: AT },
      { type: 'tasks.changed', id: 'x'.repeat(101), at: AT },
    ]) {
      expect(readLiveEvent(data), JSON.stringify(data)).toBeNull();
      expect(zodReads(data), JSON.stringify(data)).toBeNull();
    }
  });

  it('agrees with the zod schema on any message', () => {
    const instant = fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString()),
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,4})?)?(Z|[+-]\d{2}:\d{2})?$/),
      fc.string(),
    );
    const message = fc.record(
      {
        type: fc.oneof(fc.constantFrom(...LIVE_EVENT_TYPES), fc.string()),
        id: fc.oneof(fc.string({ maxLength: 120 }), fc.integer(), fc.constant(undefined)),
        at: fc.oneof(instant, fc.integer()),
        other: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(message, fc.anything()), (data) => {
        expect(readLiveEvent(data)).toEqual(zodReads(data));
      }),
      { numRuns: 3000 },
    );
  });
});
