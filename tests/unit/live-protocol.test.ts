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

  it("reads a list item's change, the item with its known fields, and agrees with zod on any such message", () => {
    const item = {
      id: 'i1',
      listId: 'l1',
      text: 'Lait',
      completed: true,
      createdBy: null,
      createdByProfileId: null,
      addedBy: 'Camille',
      completedBy: 'u1',
      completedByProfileId: null,
      checkedBy: 'Camille',
      completedAt: AT,
      createdAt: AT,
      section: 'cremerie',
      note: 'sans lactose',
    };
    const message = { type: 'list-items.changed', id: 'l1', at: AT, version: 7, item };
    expect(readLiveEvent({ ...message, item: { ...item, extra: 1 } })).toEqual(message);
    expect(readLiveEvent({ ...message, item: undefined, removed: 'i1' })).toEqual({
      type: 'list-items.changed',
      id: 'l1',
      at: AT,
      version: 7,
      removed: 'i1',
    });
    for (const wrong of [
      { ...message, version: -1 },
      { ...message, version: 1.5 },
      { ...message, item: { ...item, completed: 'oui' } },
      { ...message, item: { ...item, section: 'rayon' } },
      { ...message, item: { ...item, note: 12 } },
      { ...message, item: { ...item, id: 'x'.repeat(101) } },
      { ...message, removed: 5 },
    ]) {
      expect(readLiveEvent(wrong), JSON.stringify(wrong)).toBeNull();
      expect(zodReads(wrong), JSON.stringify(wrong)).toBeNull();
    }
    const field = fc.oneof(
      fc.string({ maxLength: 110 }),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.constantFrom('cremerie', 'boissons'),
      fc.integer(),
    );
    const items = fc.record(Object.fromEntries(Object.keys(item).map((name) => [name, field])), {
      requiredKeys: [],
    });
    const messages = fc.record({
      type: fc.constant('list-items.changed'),
      id: fc.constant('l1'),
      at: fc.constant(AT),
      version: fc.oneof(fc.integer(), fc.double(), fc.constant(undefined)),
      item: fc.oneof(
        items.map((drawn) => ({ ...item, ...drawn })),
        items,
        fc.constant(undefined),
      ),
      removed: fc.oneof(fc.string({ maxLength: 110 }), fc.constant(undefined)),
    });
    fc.assert(
      fc.property(messages, (data) => {
        expect(readLiveEvent(data)).toEqual(zodReads(data));
      }),
      { numRuns: 2000 },
    );
  });
});
