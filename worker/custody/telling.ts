/**
 * A custody swap told like any other change (docs/decisions/071-family-change-feed.md): « Thomas a
 * échangé la garde : Léa chez Thomas (vendredi 18 décembre – dimanche 20 décembre) » in « Fil de
 * la famille » and the bell of the pattern's two parents (and the children's other parents), never
 * the author's own profile. Each swap is its own line: a swap taken back within ten minutes
 * rewrites its line rather than adding a second one.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { swapDays, swapVerb } from '#domain/notice-texts.ts';
import type { IsoDate } from '#domain/zoned-time.ts';
import { type CustodyPatternRow, familyProfiles } from '../../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { batchByName } from '../lib/guarded-write.ts';
import type { SpaceWriteContext } from '../lib/space-write-context.ts';
import { deliverTold, type Telling, tellingStatements } from '../notifications/changes.ts';

export interface SwapDays {
  id: string;
  firstDay: IsoDate;
  lastDay: IsoDate;
  parentId: string;
}

/** What adding (or, `cancelled`, taking back) a swap tells; the names are read by the statement. */
export function swapTelling(
  context: SpaceWriteContext,
  pattern: Pick<CustodyPatternRow, 'childId' | 'firstParentId' | 'secondParentId'>,
  swap: SwapDays,
  cancelled: boolean,
  authorProfileId: string | undefined,
): Telling {
  const { db, spaceId, today } = context;
  const nameOf = (id: string) =>
    db
      .select({ name: familyProfiles.name })
      .from(familyProfiles)
      .where(and(eq(familyProfiles.spaceId, spaceId), eq(familyProfiles.id, id)));
  const who = pattern.childId
    ? sql<string>`coalesce((${nameOf(pattern.childId)}), 'les enfants')`
    : sql<string>`'les enfants'`;
  const home = sql<string>`coalesce((${nameOf(swap.parentId)}), '')`;
  return {
    itemId: swap.id,
    taskId: null,
    kind: 'custody',
    action: sql<string>`${swapVerb(cancelled)} || ${who} || ' chez ' || ${home} || ${swapDays(swap.firstDay, swap.lastDay, today)}`,
    description: null,
    responsibleIds: [pattern.firstParentId, pattern.secondParentId],
    childIds: pattern.childId ? [pattern.childId] : [],
    excluded: authorProfileId ? [authorProfileId] : [],
  };
}

/**
 * A cancelled swap is known only once the delete answered it: its telling is a second round trip,
 * and a lost notice is logged, never the write's failure.
 */
export async function tellSwapCancelled(
  c: Context<AppEnv>,
  context: SpaceWriteContext,
  telling: Telling,
  authorProfileId: string | undefined,
): Promise<void> {
  try {
    const told = await batchByName(
      context.db,
      tellingStatements(context, telling, authorProfileId),
    );
    deliverTold(c, telling, told);
  } catch (error) {
    console.error(`[${c.get('requestId')}] custody notice failed`, error);
  }
}
