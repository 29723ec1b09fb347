import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { LiveChange, LiveEventType } from '#domain/live-events.ts';
import { parseOccurrenceId } from '#domain/recurrence.ts';
import type { AppEnv } from '../env.ts';
import { guardedRead } from '../lib/guarded-write.ts';
import { isWriteMethod } from '../lib/write-methods.ts';
import { announce, closeSockets, disconnect, publishChange } from './notify.ts';

/** One event a write of an area publishes. */
interface AreaEvent {
  type: LiveEventType;
  /** Carries the id of the row the route names (`changes(area, param)`). */
  rowId?: true;
  /** Only for the writing user's devices (their own notifications). */
  ownDevices?: true;
  /** Carries what the route told of its change (`tellItemChange`): the item and the list's version. */
  carries?: true;
}

/**
 * The one table of what a committed write of each area of a space tells the space's other devices
 * (docs/architecture.md#realtime). Every write route under `/api/spaces/:spaceId` names its area with
 * {@link changes}; tests/worker/live-areas.test.ts fails for one that does not.
 */
const AREA_EVENTS = {
  /** Rename, description, time zone. */
  space: [{ type: 'space.changed' }],
  /** Deleting the space closes every socket instead (`spaceDeleted`). */
  'space-deleted': [],
  /** « Quitter »; the member's own sockets are closed too (`memberLeft`). */
  'member-left': [{ type: 'members.changed' }, { type: 'space.changed' }],
  /**
   * « Retirer l'accès » (the route names the removed user): the removed member's sockets are closed
   * too (`accessRemoved`).
   */
  'member-removed': [{ type: 'members.changed' }, { type: 'space.changed' }],
  /** « Nommer admin ». */
  members: [{ type: 'members.changed' }],
  profiles: [{ type: 'profiles.changed', rowId: true }],
  tasks: [{ type: 'tasks.changed', rowId: true }],
  /** A « Fait » tick also tells the other members (their 'completed' notification). */
  'task-done': [{ type: 'tasks.changed', rowId: true }, { type: 'notifications.changed' }],
  memos: [{ type: 'memos.changed', rowId: true }],
  lists: [{ type: 'lists.changed', rowId: true }],
  /**
   * One event per item change, with the list's id, the item as it now is (or the id deleted) and the
   * list's version after it: the other phones apply it in order without reading the list again, and
   * count its "x/y terminés" from it (docs/decisions/076-list-live-events-carry-the-item.md).
   */
  'list-items': [{ type: 'list-items.changed', rowId: true, carries: true }],
  notifications: [{ type: 'notifications.changed', ownDevices: true }],
  /** Subscribed calendars (their list in Réglages and their events in the planning). */
  calendars: [{ type: 'calendars.changed', rowId: true }],
  /** Custody patterns and their swaps (the planning's band and Réglages). */
  custody: [{ type: 'custody.changed', rowId: true }],
  /** Comments on an event (the id is the task's); they are told like changes. */
  comments: [{ type: 'comments.changed', rowId: true }, { type: 'notifications.changed' }],
  /** « Menus de la semaine »: the day of the meal (`changes('meals', 'date')`). */
  meals: [{ type: 'meals.changed', rowId: true }],
  /** Invitation codes and calendar feeds: nothing another device shows. */
  none: [],
} as const satisfies Record<string, readonly AreaEvent[]>;

export type ChangedArea = keyof typeof AREA_EVENTS;

/** What a write route declared it changes, set by {@link changes} before the handler runs. */
export interface DeclaredChange {
  area: ChangedArea;
  rowId?: string | undefined;
  /** What the route told of its change, for the events that carry it. */
  told?: ItemChangeTold | undefined;
}

/** A list item's change as its live event carries it. */
export type ItemChangeTold = Pick<LiveChange, 'version' | 'item' | 'removed'>;

/** Called by an item route once its write is read back: what its live event carries. */
export function tellItemChange(c: Context<AppEnv>, told: ItemChangeTold): void {
  c.set('changed', { ...c.var.changed, told });
}

const declarations = new WeakMap<MiddlewareHandler, ChangedArea>();

function declaration(area: ChangedArea, rowParam: string | undefined, checkFirst: boolean) {
  const declare = createMiddleware<AppEnv>(async (c, next) => {
    // Before anything the route validates or writes, as the gate's refusals come first.
    if (checkFirst) await guardedRead(c, {});
    const raw = rowParam ? c.req.param(rowParam) : undefined;
    c.set('changed', { area, rowId: raw ? parseOccurrenceId(raw).taskId : undefined });
    await next();
  });
  declarations.set(declare, area);
  return declare;
}

/**
 * Named in a space write route's chain: the area the route changes, and the path parameter naming the
 * row (a series' occurrence id counts as its stored task). It runs the space's access check before
 * the route (worker/middleware/space-gate.ts is lazy: it checks nothing itself before the route), so
 * the handler finds `c.var.space` set. Once the route has committed (a 2xx), the space gate
 * announces it (`announceWrites`); a failed write announces nothing.
 */
export function changes(area: ChangedArea, rowParam?: string): MiddlewareHandler<AppEnv> {
  return declaration(area, rowParam, true);
}

/**
 * As {@link changes}, for a route whose write goes through `guardedWrite` (or `guardedRead` first):
 * the access check travels in the route's own batch, so nothing is checked before the handler.
 * tests/worker/stranger-writes.test.ts proves for every write route that a stranger changes nothing.
 */
export function changesInBatch(area: ChangedArea, rowParam?: string): MiddlewareHandler<AppEnv> {
  return declaration(area, rowParam, false);
}

/** The area a handler of `app.routes` declares, if it is a {@link changes} layer. */
export function declaredArea(handler: unknown): ChangedArea | undefined {
  return typeof handler === 'function' ? declarations.get(handler as MiddlewareHandler) : undefined;
}

/** The events of a declared change, each with the user whose devices alone should hear it, if any. */
export function changesOf(
  { area, rowId, told }: DeclaredChange,
  userId: string,
): { change: LiveChange; userId?: string }[] {
  return AREA_EVENTS[area].map((event: AreaEvent) => ({
    change: {
      type: event.type,
      ...(event.rowId && rowId ? { id: rowId } : {}),
      ...(event.carries && told ? told : {}),
    },
    ...(event.ownDevices ? { userId } : {}),
  }));
}

/** Every live event type some area publishes (the test checks none is left unsaid). */
export function announcedTypes(): Set<LiveEventType> {
  return new Set(Object.values(AREA_EVENTS).flatMap((events) => events.map((e) => e.type)));
}

/**
 * Run by the space routes' one layer (`spaceGate`, worker/middleware/space-gate.ts) once the route has
 * answered: after a write has committed (the handler returned a 2xx), tells the space's hub what the
 * route declared it changed; deleting the space or leaving it closes the affected sockets. A read
 * announces nothing. Not a layer of its own since docs/decisions/027-week-layers.md (one layer less
 * on every space request).
 */
export function announceWrites(c: Context<AppEnv>): void {
  const declared = c.var.changed;
  if (!declared || !isWriteMethod(c.req.method) || c.res.status >= 300 || !c.var.space) return;
  const { space, user } = c.var;
  if (declared.area === 'space-deleted') {
    disconnect(c, [space.id], 'spaceDeleted');
    return;
  }
  const events = changesOf(declared, user.id);
  if (declared.area === 'member-removed' && declared.rowId) {
    // The removed member's sockets close before the others hear of it: otherwise their app could
    // hear members.changed first, find the space gone and drop the socket without its reason.
    const removed = declared.rowId;
    c.executionCtx.waitUntil(
      closeSockets(c.env, space.id, 'accessRemoved', { userId: removed }).then(() =>
        Promise.all(events.map(({ change }) => publishChange(c.env, space.id, change))),
      ),
    );
    return;
  }
  for (const { change, userId } of events) {
    announce(c, space.id, change, userId);
  }
  if (declared.area === 'member-left') {
    disconnect(c, [space.id], 'memberLeft', { userId: user.id });
  }
}
