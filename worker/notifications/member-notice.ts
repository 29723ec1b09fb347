/**
 * The columns of a notice written to members of a space by one INSERT … SELECT over
 * `space_members` (hand-over, change, arrival and list-tick notices): one row per member the
 * statement's WHERE keeps, with an id made by SQLite.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { NotificationType } from '#domain/notification-types.ts';
import { spaceMembers } from '../../db/schema.ts';
import { sqlUuid } from '../lib/sql.ts';

export interface MemberNotice<T extends NotificationType> {
  type: T;
  /** The profile it concerns, shown only where that profile is selected; null for none. */
  profileId: string | null | SQL<string>;
  /** The sentence, or an SQL expression that builds it. */
  title: string | SQL<string>;
  description?: string | null;
  /** The item « Voir » opens; null when there is none left to open. */
  relatedId: string | null;
  dedupeKey?: string | null | SQL<string>;
  /** A hand-over's author (account and profile), whom its answer goes back to. */
  author?: { userId: string; profileId: SQL<string | null> | null };
  now: Date;
}

export function memberNoticeColumns<T extends NotificationType>(notice: MemberNotice<T>) {
  return {
    id: sqlUuid().as('id'),
    spaceId: spaceMembers.spaceId,
    userId: spaceMembers.userId,
    profileId: sql<string | null>`${notice.profileId}`.as('profileId'),
    type: sql<T>`${notice.type}`.as('type'),
    title: sql<string>`${notice.title}`.as('title'),
    description: sql<string | null>`${notice.description ?? null}`.as('description'),
    relatedId: sql<string | null>`${notice.relatedId}`.as('relatedId'),
    read: sql<boolean>`0`.as('read'),
    dedupeKey: sql<string | null>`${notice.dedupeKey ?? null}`.as('dedupeKey'),
    ...answerColumns(notice.author),
    createdAt: sql<string>`${notice.now.toISOString()}`.as('createdAt'),
  };
}

/**
 * The hand-over columns of a notice written by INSERT … SELECT (a select lists every column, in the
 * table's order): its author, whom an answer goes back to, for a hand-over; null otherwise.
 */
export function answerColumns(author?: { userId: string; profileId: SQL<string | null> | null }) {
  return {
    authorId: sql<string | null>`${author?.userId ?? null}`.as('authorId'),
    authorProfileId: sql<string | null>`${author?.profileId ?? null}`.as('authorProfileId'),
    answer: sql<null>`null`.as('answer'),
  };
}
