/**
 * The preconditions of a list item's writes, each once, as guards (worker/lib/guarded-write.ts):
 * the condition in SQL and the French refusal it answers.
 */
import { sql } from 'drizzle-orm';
import { LIST_MESSAGES, MAX_ITEMS_PER_LIST } from '#domain/lists.ts';
import { familyProfiles, listItems, lists } from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import type { Guard } from '../lib/guarded-write.ts';

/** The list is one of the space's (a 404 else, as for a list that does not exist). */
export function listOfSpaceGuard(spaceId: string, listId: string): Guard {
  return {
    holds: sql`exists (select 1 from ${lists} where ${lists.id} = ${listId} and ${lists.spaceId} = ${spaceId})`,
    refusal: () => new ApiError('not_found', LIST_MESSAGES.notFound),
  };
}

/** The selected profile, when one is sent, is one of the space's (« ajouté par », « coché par »). */
export function profileOfSpaceGuard(spaceId: string, profileId: string | null): Guard {
  return {
    holds: profileId
      ? sql`exists (select 1 from ${familyProfiles} where ${familyProfiles.id} = ${profileId} and ${familyProfiles.spaceId} = ${spaceId})`
      : sql`1`,
    refusal: () => ApiError.validation({ profileId: LIST_MESSAGES.profileNotFound }),
  };
}

/**
 * Room for the item in its list: fewer than 500 items, or the item already in it (an add sent
 * again, answered with the stored item, is not refused by the cap it counts in).
 */
export function itemCapGuard(listId: string, itemId: string): Guard {
  return {
    holds: sql`((select count(*) from ${listItems} where ${listItems.listId} = ${listId}) < ${MAX_ITEMS_PER_LIST}
      or exists (select 1 from ${listItems} where ${listItems.id} = ${itemId} and ${listItems.listId} = ${listId}))`,
    refusal: () => new ApiError('conflict', LIST_MESSAGES.tooManyItems),
  };
}
