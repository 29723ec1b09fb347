/**
 * What travels on a family space's live socket (docs/architecture.md#realtime), without zod: the
 * SPA reads each event with `readLiveEvent` on its first paint, where zod's 25 KB gzip would only
 * serve this check (docs/decisions/021-planning-first-visit.md). `live-events.ts` re-exports all of
 * it beside the zod schemas the Worker and the tests use, and `tests/unit/live-protocol.test.ts`
 * checks that both accept the same messages.
 */
import type { ListItemView } from './lists.ts';
import { SECTION_IDS } from './section-ids.ts';

export const LIVE_EVENT_TYPES = [
  'tasks.changed',
  'lists.changed',
  'list-items.changed',
  'memos.changed',
  'notifications.changed',
  'profiles.changed',
  'members.changed',
  'space.changed',
  /** Subscribed calendars: added, edited, removed, or refreshed with something new. */
  'calendars.changed',
  /** Custody patterns: added, edited, removed, or days swapped. */
  'custody.changed',
  /** A comment on an event added or deleted; the id is the task's. */
  'comments.changed',
  /** « Menus de la semaine »: a meal planned, changed or removed; the id is its day. */
  'meals.changed',
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** An event sent by the hub: the area that changed, the row when there is one, and when. */
export interface LiveEvent {
  type: LiveEventType;
  id?: string | undefined;
  /** An ISO 8601 instant in UTC ("2026-11-23T21:55:00.000Z"). */
  at: string;
  /**
   * `list-items.changed` only (the id is the list's): the list's version after the change, and the
   * item as it now is, or the id of the item deleted (docs/decisions/076-list-live-events-carry-the-item.md).
   */
  version?: number | undefined;
  item?: ListItemView | undefined;
  removed?: string | undefined;
}

/** What the Worker asks the hub to publish; the hub stamps `at`. */
export type LiveChange = Omit<LiveEvent, 'at'>;

/** The longest row id an event may carry. */
export const LIVE_ID_MAX_LENGTH = 100;

/** A UTC instant as `z.iso.datetime()` accepts it: a real calendar day, seconds, optional fraction, Z. */
const INSTANT =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;

const TYPES: ReadonlySet<string> = new Set(LIVE_EVENT_TYPES);

/** What each field of an item carried by an event must be (`liveItemSchema` says the same in zod). */
export const LIVE_ITEM_FIELDS = {
  id: 'id',
  listId: 'id',
  text: 'string',
  completed: 'boolean',
  createdBy: 'nullable',
  createdByProfileId: 'nullable',
  addedBy: 'nullable',
  completedBy: 'nullable',
  completedByProfileId: 'nullable',
  checkedBy: 'nullable',
  completedAt: 'nullable',
  createdAt: 'string',
  section: 'section',
  note: 'optional',
  assigneeIds: 'ids',
  dueDate: 'optional',
  dueTime: 'optional',
  reminder: 'optional',
} as const satisfies Record<keyof ListItemView, string>;

const SECTIONS: ReadonlySet<unknown> = new Set<unknown>(SECTION_IDS);

function fieldFits(kind: string, value: unknown): boolean {
  switch (kind) {
    case 'id':
      return typeof value === 'string' && value.length <= LIVE_ID_MAX_LENGTH;
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'nullable':
      return value === null || typeof value === 'string';
    case 'optional':
      return value === undefined || value === null || typeof value === 'string';
    case 'ids':
      return (
        value === undefined ||
        (Array.isArray(value) &&
          value.every((id) => typeof id === 'string' && id.length <= LIVE_ID_MAX_LENGTH))
      );
    default:
      return value === undefined || value === null || SECTIONS.has(value);
  }
}

/** Every field of an item is there, each of its kind (the others are not looked at). */
function fitsItem(
  fields: Record<string, unknown>,
): fields is Record<string, unknown> & ListItemView {
  return Object.entries(LIVE_ITEM_FIELDS).every(([name, kind]) => fieldFits(kind, fields[name]));
}

/** The item of an event (its other fields dropped), or null if it is not one. */
function readItem(value: unknown): ListItemView | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  if (!fitsItem(fields)) return null;
  const { id, listId, text, completed, createdBy, createdByProfileId, addedBy } = fields;
  const { completedBy, completedByProfileId, checkedBy, completedAt, createdAt, section } = fields;
  const { note, assigneeIds, dueDate, dueTime, reminder } = fields;
  return {
    ...{ id, listId, text, completed, createdBy, createdByProfileId, addedBy },
    ...{ completedBy, completedByProfileId, checkedBy, completedAt, createdAt },
    ...(section !== undefined && { section }),
    ...(note !== undefined && { note }),
    ...(assigneeIds !== undefined && { assigneeIds }),
    ...(dueDate !== undefined && { dueDate }),
    ...(dueTime !== undefined && { dueTime }),
    ...(reminder !== undefined && { reminder }),
  };
}

/** `version`, `item` and `removed` of a message: the fields set, or null if one is wrong. */
function readItemChange(fields: Record<string, unknown>): Partial<LiveEvent> | null {
  const { version, item, removed } = fields;
  const change: Partial<LiveEvent> = {};
  if (version !== undefined) {
    if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
    change.version = version;
  }
  if (item !== undefined) {
    const read = readItem(item);
    if (!read) return null;
    change.item = read;
  }
  if (removed !== undefined) {
    if (typeof removed !== 'string' || removed.length > LIVE_ID_MAX_LENGTH) return null;
    change.removed = removed;
  }
  return change;
}

/** A received message as a `LiveEvent` (its other fields dropped), or null if it is not one. */
export function readLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { type, id, at } = data as Record<string, unknown>;
  if (typeof type !== 'string' || !TYPES.has(type)) return null;
  if (id !== undefined && (typeof id !== 'string' || id.length > LIVE_ID_MAX_LENGTH)) return null;
  if (typeof at !== 'string' || !INSTANT.test(at)) return null;
  const change = readItemChange(data as Record<string, unknown>);
  if (!change) return null;
  const event: LiveEvent = { type: type as LiveEventType, at };
  if (id !== undefined) event.id = id;
  return { ...event, ...change };
}

/**
 * The only message a client may send. The hub answers it without waking up (an auto-response), so
 * the exact text matters: clients send `LIVE_PING` as is.
 */
export const LIVE_PING = '{"type":"ping"}';
export const LIVE_PONG = '{"type":"pong"}';

/**
 * Why the server closed a socket: a code in the application range (4000–4999) that tells the client
 * whether to reconnect, and a French reason it may show as is.
 */
export const LIVE_CLOSE = {
  /** The member left the space or was removed from it: do not reconnect. */
  memberLeft: { code: 4001, reason: 'Vous ne faites plus partie de cet espace famille' },
  /** The space was deleted: do not reconnect. */
  spaceDeleted: { code: 4002, reason: 'Cet espace famille a été supprimé' },
  /** Signed out everywhere or password changed: the session is gone, sign in again. */
  signedOut: { code: 4003, reason: 'Votre session a pris fin. Veuillez vous reconnecter.' },
  /** An admin took the member's access away (« Retirer l'accès »): do not reconnect. */
  accessRemoved: { code: 4004, reason: 'Votre accès à cet espace famille a été retiré' },
  /** The account was deleted from another of its sign-ins: the session is gone for good. */
  accountDeleted: { code: 4005, reason: 'Vous avez été déconnecté : ce compte a été supprimé' },
  /** A message that is not a ping: policy violation. */
  refused: { code: 1008, reason: 'Message refusé' },
} as const;

export type LiveCloseReason = keyof typeof LIVE_CLOSE;

/** Codes after which reconnecting is pointless (the member, space or session is gone). */
export const LIVE_FINAL_CODES: ReadonlySet<number> = new Set([
  LIVE_CLOSE.memberLeft.code,
  LIVE_CLOSE.spaceDeleted.code,
  LIVE_CLOSE.signedOut.code,
  LIVE_CLOSE.accessRemoved.code,
  LIVE_CLOSE.accountDeleted.code,
]);

/** What a member whose access was removed reads, with the space's name when the app knows it. */
export function accessRemovedText(spaceName: string | undefined): string {
  return spaceName
    ? `Votre accès à « ${spaceName} » a été retiré`
    : LIVE_CLOSE.accessRemoved.reason;
}
