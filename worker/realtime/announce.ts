import type { Context } from 'hono';
import type { LiveChange } from '#domain/live-events.ts';
import type { AppEnv } from '../env.ts';
import { isWriteMethod } from '../lib/write-methods.ts';
import { announce, disconnect } from './notify.ts';

/** A change to publish, for every device of the space or only one user's. */
interface Announcement {
  change: LiveChange;
  userId?: string;
}

/**
 * What a successful write under `/api/spaces/:spaceId/<area>/<id>/<sub>/...` changed. One table for
 * every space route, so a new route announces its writes without remembering to.
 */
export function changesOfWrite(path: string, method: string, userId: string): Announcement[] {
  const [, , , , area, id, sub] = path.split('/');
  const rowId = id ? decodeURIComponent(id).split('_recurring_')[0] : undefined;
  const withId = (type: LiveChange['type']): LiveChange => (rowId ? { type, id: rowId } : { type });
  switch (area) {
    case undefined:
    case '':
      return method === 'DELETE' ? [] : [{ change: { type: 'space.changed' } }];
    case 'leave':
      return [{ change: { type: 'members.changed' } }, { change: { type: 'space.changed' } }];
    case 'tasks':
      // A « Fait » tick also tells the other members (their 'completed' notification).
      return sub === 'done'
        ? [{ change: withId('tasks.changed') }, { change: { type: 'notifications.changed' } }]
        : [{ change: withId('tasks.changed') }];
    case 'memos':
      return [{ change: withId('memos.changed') }];
    case 'profiles':
      return [{ change: withId('profiles.changed') }];
    case 'lists':
      // An item changes its list's "x/y terminés" too.
      return sub === 'items'
        ? [{ change: withId('list-items.changed') }, { change: withId('lists.changed') }]
        : [{ change: withId('lists.changed') }];
    case 'notifications':
      return [{ change: { type: 'notifications.changed' }, userId }];
    default:
      // Invitations and the live socket itself change nothing another device shows.
      return [];
  }
}

/**
 * Run by the space routes' one layer (`spaceGate`, worker/middleware/space-gate.ts) once the route has
 * answered: after a write has committed (the handler returned a 2xx), tells the space's hub what
 * changed; deleting the space or leaving it closes the affected sockets. A read announces nothing.
 * Not a layer of its own since docs/decisions/027-week-layers.md (one layer less on every space
 * request).
 */
export function announceWrites(c: Context<AppEnv>): void {
  if (!isWriteMethod(c.req.method) || c.res.status >= 300 || !c.var.space) return;
  const { space, user } = c.var;
  const [, , , , area] = c.req.path.split('/');
  if (!area && c.req.method === 'DELETE') {
    disconnect(c, [space.id], 'spaceDeleted');
    return;
  }
  for (const { change, userId } of changesOfWrite(c.req.path, c.req.method, user.id)) {
    announce(c, space.id, change, userId);
  }
  if (area === 'leave') disconnect(c, [space.id], 'memberLeft', { userId: user.id });
}
