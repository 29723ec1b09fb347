/**
 * What travels on a family space's live socket (docs/architecture.md#realtime). An event says which
 * area changed and clients refetch it through the API, which keeps its access checks; a list item's
 * change alone carries the item and the list's version, applied as is (the socket only reaches the
 * space's members, who may read its lists). The types, texts and the SPA's reader live in `live-protocol.ts` (no zod); the schemas here are
 * the Worker's and the tests'.
 */
import { LIVE_EVENT_TYPES, LIVE_ID_MAX_LENGTH, LIVE_ITEM_FIELDS } from './live-protocol.ts';
import { SECTION_IDS } from './section-ids.ts';
import { z } from './validation.ts';

export * from './live-protocol.ts';

const ITEM_FIELD_SCHEMAS = {
  id: z.string().max(LIVE_ID_MAX_LENGTH),
  string: z.string(),
  boolean: z.boolean(),
  nullable: z.string().nullable(),
  section: z.enum(SECTION_IDS).nullable().optional(),
  optional: z.string().nullable().optional(),
  ids: z.array(z.string().max(LIVE_ID_MAX_LENGTH)).optional(),
};

/** An item a `list-items.changed` event carries (`LIVE_ITEM_FIELDS`). */
export const liveItemSchema = z.object(
  Object.fromEntries(
    Object.entries(LIVE_ITEM_FIELDS).map(([name, kind]) => [name, ITEM_FIELD_SCHEMAS[kind]]),
  ),
);

/** An event sent by the hub, as zod reads it (`readLiveEvent` accepts the same). */
export const liveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  id: z.string().max(LIVE_ID_MAX_LENGTH).optional(),
  at: z.iso.datetime(),
  version: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  item: liveItemSchema.optional(),
  removed: z.string().max(LIVE_ID_MAX_LENGTH).optional(),
});

/** The only message a client may send (`LIVE_PING`). */
export const liveClientMessageSchema = z.object({ type: z.literal('ping') }).strict();
