/**
 * Every write route of a family space says which area it changes (worker/realtime/announce.ts), read
 * from `app.routes` so that a route added later is checked without touching this file: a write route
 * that names no area would commit and announce nothing to the space's other devices.
 */
import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES } from '../../domain/live-events.ts';
import { app } from '../../worker/app.ts';
import { isWriteMethod } from '../../worker/lib/write-methods.ts';
import { announcedTypes, type ChangedArea, declaredArea } from '../../worker/realtime/announce.ts';

const SPACE_PREFIX = '/api/spaces/:spaceId';

/** Each concrete route (`METHOD path`, middleware `*` entries left out) and the area it declares. */
function routeAreas(): Map<string, ChangedArea | undefined> {
  const areas = new Map<string, ChangedArea | undefined>();
  for (const { method, path, handler } of app.routes) {
    if (path.includes('*')) continue;
    const key = `${method} ${path}`;
    areas.set(key, areas.get(key) ?? declaredArea(handler));
  }
  return areas;
}

const isSpaceRoute = (key: string) => {
  const path = key.slice(key.indexOf(' ') + 1);
  return path === SPACE_PREFIX || path.startsWith(`${SPACE_PREFIX}/`);
};
const methodOf = (key: string) => key.slice(0, key.indexOf(' '));

describe('live announcements declared by the write routes', () => {
  it('every write route of a space declares the area it changes', () => {
    const writes = [...routeAreas()].filter(
      ([key]) => isSpaceRoute(key) && isWriteMethod(methodOf(key)),
    );
    // Tasks, completions, memos, lists and items, profiles, notifications, the space, invitations,
    // calendar feeds: far more than a handful, so an empty walk cannot pass.
    expect(writes.length).toBeGreaterThanOrEqual(25);
    expect(writes.filter(([, area]) => area === undefined).map(([key]) => key)).toEqual([]);
  });

  it('no read and no route outside a space declares an area, where nothing would announce it', () => {
    const misplaced = [...routeAreas()]
      .filter(([key, area]) => area && !(isSpaceRoute(key) && isWriteMethod(methodOf(key))))
      .map(([key]) => key);
    expect(misplaced).toEqual([]);
  });

  it("only invitations, calendar feeds and one member's own notification preferences say they change nothing another device shows", () => {
    const silent = [...routeAreas()].filter(([, area]) => area === 'none').map(([key]) => key);
    expect(silent.sort()).toEqual([
      'DELETE /api/spaces/:spaceId/calendar-feeds/:scope',
      'DELETE /api/spaces/:spaceId/invitations/:invitationId',
      'POST /api/spaces/:spaceId/calendar-feeds',
      'POST /api/spaces/:spaceId/invitations',
      'POST /api/spaces/:spaceId/invitations/code',
      'PUT /api/spaces/:spaceId/notification-preferences',
    ]);
  });

  it('every live event type is published by some area', () => {
    expect([...announcedTypes()].sort()).toEqual([...LIVE_EVENT_TYPES].sort());
  });
});
