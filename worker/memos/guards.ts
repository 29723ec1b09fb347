/**
 * The preconditions of a memo create, each once, as guards (worker/lib/guarded-write.ts).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { MAX_MEMOS_PER_PROFILE, MEMO_MESSAGES } from '#domain/memos.ts';
import { familyProfiles, lists, memos } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Guard } from '../lib/guarded-write.ts';

/** This space's memo `id`, of the same profile and list: a create sent again. */
export function memoStands(spaceId: string, id: string, profileId: string, listId: string | null) {
  return sql`exists (select 1 from ${memos} where ${and(
    eq(memos.id, id),
    eq(memos.spaceId, spaceId),
    eq(memos.profileId, profileId),
    listId ? eq(memos.listId, listId) : sql`${memos.listId} is null`,
  )})`;
}

/** The profile, and the list when one is named, are the space's: 400s by field. */
export function memoTargetGuards(
  spaceId: string,
  profileId: string,
  listId: string | null,
): Guard[] {
  const ofSpace = (holds: SQL, field: string, message: string): Guard => ({
    holds,
    refusal: () => ApiError.validation({ [field]: message }),
  });
  return [
    ofSpace(
      sql`exists (select 1 from ${familyProfiles} where ${familyProfiles.id} = ${profileId} and ${familyProfiles.spaceId} = ${spaceId})`,
      'profileId',
      MEMO_MESSAGES.profileNotFound,
    ),
    ofSpace(
      listId
        ? sql`exists (select 1 from ${lists} where ${lists.id} = ${listId} and ${lists.spaceId} = ${spaceId})`
        : sql`1`,
      'listId',
      MEMO_MESSAGES.listNotFound,
    ),
  ];
}

/** Room for one more memo of the profile (the cap by profile). */
export function memoCapGuard(profileId: string): Guard {
  return {
    holds: sql`(select count(*) from ${memos} where ${memos.profileId} = ${profileId}) < ${MAX_MEMOS_PER_PROFILE}`,
    refusal: () => new ApiError('conflict', MEMO_MESSAGES.tooManyMemos),
  };
}
