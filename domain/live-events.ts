/**
 * What travels on a family space's live socket (docs/architecture.md#realtime). No data: an event
 * only says which area changed, and clients refetch it through the API, which keeps its access checks.
 */
import { z } from './validation.ts';

export const LIVE_EVENT_TYPES = [
  'tasks.changed',
  'lists.changed',
  'list-items.changed',
  'memos.changed',
  'notifications.changed',
  'profiles.changed',
  'members.changed',
  'space.changed',
] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** An event sent by the hub: the area that changed, the row when there is one, and when. */
export const liveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  id: z.string().max(100).optional(),
  at: z.iso.datetime(),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;

/** What the Worker asks the hub to publish; the hub stamps `at`. */
export type LiveChange = Omit<LiveEvent, 'at'>;

/**
 * The only message a client may send. The hub answers it without waking up (an auto-response), so
 * the exact text matters: clients send `LIVE_PING` as is.
 */
export const LIVE_PING = '{"type":"ping"}';
export const LIVE_PONG = '{"type":"pong"}';
export const liveClientMessageSchema = z.object({ type: z.literal('ping') }).strict();

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
  /** A message that is not a ping: policy violation. */
  refused: { code: 1008, reason: 'Message refusé' },
} as const;

export type LiveCloseReason = keyof typeof LIVE_CLOSE;

/** Codes after which reconnecting is pointless (the member, space or session is gone). */
export const LIVE_FINAL_CODES: ReadonlySet<number> = new Set([
  LIVE_CLOSE.memberLeft.code,
  LIVE_CLOSE.spaceDeleted.code,
  LIVE_CLOSE.signedOut.code,
]);
