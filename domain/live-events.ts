/**
 * What travels on a family space's live socket (docs/architecture.md#realtime). No data: an event
 * only says which area changed, and clients refetch it through the API, which keeps its access checks.
 * The types, texts and the SPA's reader live in `live-protocol.ts` (no zod); the schemas here are
 * the Worker's and the tests'.
 */
import { LIVE_EVENT_TYPES, LIVE_ID_MAX_LENGTH } from './live-protocol.ts';
import { z } from './validation.ts';

export * from './live-protocol.ts';

/** An event sent by the hub, as zod reads it (`readLiveEvent` accepts the same). */
export const liveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  id: z.string().max(LIVE_ID_MAX_LENGTH).optional(),
  at: z.iso.datetime(),
});

/** The only message a client may send (`LIVE_PING`). */
export const liveClientMessageSchema = z.object({ type: z.literal('ping') }).strict();
