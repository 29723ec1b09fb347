/**
 * Reading « Fil de la famille » (docs/decisions/071-family-change-feed.md): the lines that
 * worker/notifications/changes.ts writes, newest first.
 */
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyChanges } from '../../db/schema.ts';

/** How far back the feed reads, and how many lines at most. */
export const FEED_DAYS = 60;
export const FEED_LIMIT = 100;

export function familyChangesQuery(db: Db, spaceId: string, now: Date) {
  const since = new Date(now.getTime() - FEED_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return db
    .select({
      id: familyChanges.id,
      title: familyChanges.title,
      description: familyChanges.description,
      taskId: familyChanges.relatedId,
      authorId: familyChanges.authorId,
      at: familyChanges.updatedAt,
    })
    .from(familyChanges)
    .where(and(eq(familyChanges.spaceId, spaceId), gte(familyChanges.updatedAt, since)))
    .orderBy(desc(familyChanges.updatedAt), desc(familyChanges.id))
    .limit(FEED_LIMIT);
}
