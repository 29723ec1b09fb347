/**
 * Data functions of custody patterns and their swaps (docs/decisions/062-custody-patterns.md), each
 * scoped to its space. The days themselves are never stored: the SPA draws them from the pattern
 * (domain/custody.ts).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CUSTODY_MESSAGES,
  type CustodyPattern,
  MAX_CUSTODY_PATTERNS,
  MAX_CUSTODY_SWAPS,
} from '#domain/custody.ts';
import type {
  CustodyCreateInput,
  CustodySwapInput,
  CustodyUpdateInput,
} from '#domain/custody-schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  type CustodyPatternRow,
  type CustodySwapRow,
  custodyPatterns,
  custodySwaps,
  familyProfiles,
  familySpaces,
} from '../../db/schema.ts';
import { ApiError } from '../lib/api-error.ts';
import { batchByName } from '../lib/guarded-write.ts';
import type { SpaceWriteContext } from '../lib/space-write-context.ts';
import { rowSelection } from '../lib/write-guards.ts';
import { type Telling, tellingStatements } from '../notifications/changes.ts';
import { swapTelling } from './telling.ts';

function toPattern(row: CustodyPatternRow, swaps: CustodySwapRow[]): CustodyPattern {
  return {
    id: row.id,
    childId: row.childId,
    rhythm: row.rhythm,
    startDate: row.startDate,
    firstParentId: row.firstParentId,
    secondParentId: row.secondParentId,
    handoverTime: row.handoverTime,
    holidays: row.holidays,
    swaps: swaps
      .filter((swap) => swap.patternId === row.id)
      .map(({ id, firstDay, lastDay, parentId }) => ({ id, firstDay, lastDay, parentId })),
  };
}

/** The space's patterns, oldest first, each with its swaps in date order: one round trip. */
/** The space's patterns and their swaps, as a read route's statements. */
export function custodyQueries(db: Db, spaceId: string) {
  return {
    patterns: db
      .select()
      .from(custodyPatterns)
      .where(eq(custodyPatterns.spaceId, spaceId))
      .orderBy(asc(custodyPatterns.createdAt), asc(custodyPatterns.id)),
    swaps: db
      .select({ swap: custodySwaps })
      .from(custodySwaps)
      .innerJoin(custodyPatterns, eq(custodyPatterns.id, custodySwaps.patternId))
      .where(eq(custodyPatterns.spaceId, spaceId))
      .orderBy(asc(custodySwaps.firstDay)),
  };
}

/** What {@link custodyQueries} read, each pattern with its swaps. */
export function toPatterns(read: {
  patterns: (typeof custodyPatterns.$inferSelect)[];
  swaps: { swap: typeof custodySwaps.$inferSelect }[];
}): CustodyPattern[] {
  const all = read.swaps.map((row) => row.swap);
  return read.patterns.map((row) => toPattern(row, all));
}

export async function listCustody(db: Db, spaceId: string): Promise<CustodyPattern[]> {
  return toPatterns(await batchByName(db, custodyQueries(db, spaceId)));
}

async function findPattern(db: Db, spaceId: string, patternId: string) {
  return db
    .select()
    .from(custodyPatterns)
    .where(and(eq(custodyPatterns.id, patternId), eq(custodyPatterns.spaceId, spaceId)))
    .get();
}

/**
 * Refuses, in French, a child who is not a child profile of the space and parents who are not its
 * adult profiles.
 */
async function assertPeople(
  db: Db,
  spaceId: string,
  people: { childId: string | null; parentIds: string[] },
): Promise<void> {
  const ids = [...people.parentIds, ...(people.childId ? [people.childId] : [])];
  const rows = await db
    .select({ id: familyProfiles.id, role: familyProfiles.role })
    .from(familyProfiles)
    .where(and(eq(familyProfiles.spaceId, spaceId), inArray(familyProfiles.id, ids)));
  const roleOf = new Map(rows.map((row) => [row.id, row.role]));
  if (people.childId && roleOf.get(people.childId) !== 'enfant') {
    throw new ApiError('not_found', CUSTODY_MESSAGES.childNotFound, {
      childId: CUSTODY_MESSAGES.childNotFound,
    });
  }
  for (const [field, id] of [
    ['firstParentId', people.parentIds[0]],
    ['secondParentId', people.parentIds[1]],
  ] as const) {
    const role = id ? roleOf.get(id) : undefined;
    if (id && (role === undefined || role === 'enfant')) {
      throw new ApiError('not_found', CUSTODY_MESSAGES.parentNotFound, {
        [field]: CUSTODY_MESSAGES.parentNotFound,
      });
    }
  }
}

/** Adds a pattern; the space's cap is a condition of the insert itself, so racing adds cannot pass it. */
export async function createCustody(
  db: Db,
  spaceId: string,
  userId: string,
  input: Required<CustodyCreateInput>,
): Promise<CustodyPattern> {
  await assertPeople(db, spaceId, {
    childId: input.childId,
    parentIds: [input.firstParentId, input.secondParentId],
  });
  const row = { id: crypto.randomUUID(), spaceId, createdBy: userId, ...input };
  const [inserted] = await db
    .insert(custodyPatterns)
    .select(
      db
        .select(rowSelection(custodyPatterns, row))
        .from(familySpaces)
        .where(
          and(
            eq(familySpaces.id, spaceId),
            sql`(select count(*) from ${custodyPatterns} where ${custodyPatterns.spaceId} = ${spaceId}) < ${MAX_CUSTODY_PATTERNS}`,
          ),
        ),
    )
    .returning();
  if (!inserted) throw new ApiError('conflict', CUSTODY_MESSAGES.tooMany);
  return toPattern(inserted, []);
}

function notFound(): ApiError {
  return new ApiError('not_found', CUSTODY_MESSAGES.notFound);
}

/** Edits a pattern; its swaps stay. The two parents must still differ once merged. */
export async function updateCustody(
  db: Db,
  spaceId: string,
  patternId: string,
  input: CustodyUpdateInput,
): Promise<CustodyPattern> {
  const stored = await findPattern(db, spaceId, patternId);
  if (!stored) throw notFound();
  const merged = {
    ...stored,
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  };
  if (merged.firstParentId === merged.secondParentId) {
    throw new ApiError('validation', CUSTODY_MESSAGES.sameParents, {
      secondParentId: CUSTODY_MESSAGES.sameParents,
    });
  }
  await assertPeople(db, spaceId, {
    childId: merged.childId,
    parentIds: [merged.firstParentId, merged.secondParentId],
  });
  const [updated, swaps] = await db.batch([
    db
      .update(custodyPatterns)
      .set({
        childId: merged.childId,
        rhythm: merged.rhythm,
        startDate: merged.startDate,
        firstParentId: merged.firstParentId,
        secondParentId: merged.secondParentId,
        handoverTime: merged.handoverTime,
        holidays: merged.holidays,
      })
      .where(and(eq(custodyPatterns.id, patternId), eq(custodyPatterns.spaceId, spaceId)))
      .returning(),
    db.select().from(custodySwaps).where(eq(custodySwaps.patternId, patternId)),
  ]);
  if (!updated[0]) throw notFound();
  return toPattern(updated[0], swaps);
}

export async function deleteCustody(db: Db, spaceId: string, patternId: string): Promise<void> {
  const deleted = await db
    .delete(custodyPatterns)
    .where(and(eq(custodyPatterns.id, patternId), eq(custodyPatterns.spaceId, spaceId)))
    .returning({ id: custodyPatterns.id });
  if (deleted.length === 0) throw notFound();
}

/**
 * Gives days of a pattern to one of its two parents, once. A swap over days another swap already
 * holds replaces that one's overlap: the latest word wins. The family is told in the same batch,
 * only when this swap was inserted (worker/custody/telling.ts).
 */
export async function addSwap(
  context: SpaceWriteContext,
  patternId: string,
  input: Required<Omit<CustodySwapInput, 'authorProfileId'>>,
  authorProfileId: string | undefined,
) {
  const { db, spaceId, userId } = context;
  const stored = await findPattern(db, spaceId, patternId);
  if (!stored) throw notFound();
  if (input.parentId !== stored.firstParentId && input.parentId !== stored.secondParentId) {
    throw new ApiError('not_found', CUSTODY_MESSAGES.parentNotFound, {
      parentId: CUSTODY_MESSAGES.parentNotFound,
    });
  }
  const row = { id: crypto.randomUUID(), patternId, createdBy: userId, ...input };
  // The cap holds for the delete too: a refused swap removes nothing.
  const belowCap = sql`(select count(*) from ${custodySwaps} where ${custodySwaps.patternId} = ${patternId}) < ${MAX_CUSTODY_SWAPS}`;
  const overlapping = and(
    eq(custodySwaps.patternId, patternId),
    sql`${custodySwaps.firstDay} <= ${input.lastDay}`,
    sql`${custodySwaps.lastDay} >= ${input.firstDay}`,
    belowCap,
  );
  const telling = swapTelling(context, stored, row, false, authorProfileId);
  const inserted = sql`exists (select 1 from ${custodySwaps} where ${custodySwaps.id} = ${row.id})`;
  const written = await batchByName(db, {
    replaced: db.delete(custodySwaps).where(overlapping),
    inserted: db
      .insert(custodySwaps)
      .select(
        db
          .select(rowSelection(custodySwaps, row))
          .from(custodyPatterns)
          .where(and(eq(custodyPatterns.id, patternId), belowCap)),
      )
      .returning({ id: custodySwaps.id }),
    ...tellingStatements(context, telling, authorProfileId, inserted),
    swaps: db
      .select()
      .from(custodySwaps)
      .where(eq(custodySwaps.patternId, patternId))
      .orderBy(asc(custodySwaps.firstDay)),
  });
  if (written.inserted.length === 0) throw new ApiError('conflict', CUSTODY_MESSAGES.tooManySwaps);
  return { pattern: toPattern(stored, written.swaps), telling, told: written };
}

/**
 * Takes a swap back, answering what the family is then told: the days and the pattern are known
 * only from the delete's own batch.
 */
export async function deleteSwap(
  context: SpaceWriteContext,
  patternId: string,
  swapId: string,
  authorProfileId: string | undefined,
): Promise<Telling> {
  const { db, spaceId } = context;
  const { pattern, deleted } = await batchByName(db, {
    pattern: db
      .select()
      .from(custodyPatterns)
      .where(and(eq(custodyPatterns.id, patternId), eq(custodyPatterns.spaceId, spaceId))),
    deleted: db
      .delete(custodySwaps)
      .where(
        and(
          eq(custodySwaps.id, swapId),
          eq(custodySwaps.patternId, patternId),
          inArray(
            custodySwaps.patternId,
            db
              .select({ id: custodyPatterns.id })
              .from(custodyPatterns)
              .where(eq(custodyPatterns.spaceId, spaceId)),
          ),
        ),
      )
      .returning({
        id: custodySwaps.id,
        firstDay: custodySwaps.firstDay,
        lastDay: custodySwaps.lastDay,
        parentId: custodySwaps.parentId,
      }),
  });
  const [stored] = pattern;
  const [swap] = deleted;
  if (!stored || !swap) throw new ApiError('not_found', CUSTODY_MESSAGES.swapNotFound);
  return swapTelling(context, stored, swap, true, authorProfileId);
}
