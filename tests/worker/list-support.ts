/** Helpers of the list tests: a shopping list written straight into D1, and its items' routes. */
import { lists } from '../../db/schema.ts';
import { db } from './auth-support.ts';
import { api } from './support.ts';
import type { Family } from './tasks-support.ts';

/** A list of a family's space, and the cookie of the member who calls its routes. */
export interface Where {
  cookie: string;
  spaceId: string;
  listId: string;
}

export async function newList(family: Family, title = 'Courses'): Promise<Where> {
  const [list] = await db
    .insert(lists)
    .values({ spaceId: family.spaceId, title, type: 'shopping', createdBy: family.userId })
    .returning();
  if (!list) throw new Error('no list');
  return { cookie: family.cookie, spaceId: family.spaceId, listId: list.id };
}

/** The typed client of the list's items. */
export function itemsOf(where: Where) {
  return api(where.cookie).spaces[':spaceId'].lists[':listId'].items;
}
