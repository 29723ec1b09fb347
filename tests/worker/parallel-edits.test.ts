/**
 * Parallel "this occurrence" or "this and the following ones" edits
 * of one occurrence. Each read the series before any wrote, so three parallel edits left three tasks
 * on that day and two "following" edits two series. The writes are now conditional on the series
 * still holding that occurrence: one edit wins, the others get 409.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema.ts';
import { TASK_MESSAGES } from '../../domain/tasks.ts';
import { db } from './auth-support.ts';
import {
  createFamily,
  createTask,
  expectError,
  type Family,
  patch,
  week,
} from './tasks-support.ts';

// 2030-01-07 is a Monday.
const MON = '2030-01-07';
const WED = '2030-01-09';
const SUN = '2030-01-13';

const LOST: string[] = [
  TASK_MESSAGES.occurrenceAlreadyModified,
  TASK_MESSAGES.occurrenceAlreadyExcluded,
];

function dailySeries(family: Family) {
  return createTask(family, {
    name: 'Cantine',
    type: 'repas',
    date: MON,
    time: '12:00',
    recurrence: 'daily',
  });
}

describe('parallel edits of one occurrence', () => {
  it('the message of a lost race reads "Cette occurrence a déjà été modifiée"', () => {
    expect(TASK_MESSAGES.occurrenceAlreadyModified).toBe('Cette occurrence a déjà été modifiée');
  });

  it('three parallel "this occurrence" edits leave one task on that day; the others are 409', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    const responses = await Promise.all(
      ['Cantine A', 'Cantine B', 'Cantine C'].map((name) =>
        patch(family, `${series.id}_recurring_${WED}`, { scope: 'occurrence', name }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    // A loser that read the series after the winner wrote is refused by the check before writing.
    for (const response of responses.filter((r) => r.status === 409)) {
      const body = await expectError(response, 409, 'conflict');
      expect(LOST).toContain(body.error.message);
    }
    const wednesday = (await week(family, WED, WED)).filter((line) => line.startsWith(WED));
    expect(wednesday).toHaveLength(1);
  });

  it('two parallel "this and the following ones" edits leave one new series; the other is 409', async () => {
    const family = await createFamily();
    const series = await dailySeries(family);
    const responses = await Promise.all(
      ['Self', 'Restaurant'].map((name) =>
        patch(family, `${series.id}_recurring_${WED}`, { scope: 'following', name }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.status === 409);
    if (loser) await expectError(loser, 409, 'conflict', TASK_MESSAGES.occurrenceAlreadyModified);
    // One item a day: the old series until Tuesday, one new series from Wednesday.
    const days = (await week(family, MON, SUN)).map((line) => line.slice(0, 10));
    expect(days).toEqual([MON, '2030-01-08', WED, '2030-01-10', '2030-01-11', '2030-01-12', SUN]);
  });

  it.each(['occurrence', 'following'] as const)(
    'a "%s" edit sent once another edit of that occurrence wrote changes nothing and is a 409',
    async (scope) => {
      const family = await createFamily();
      const series = await dailySeries(family);
      const first = await patch(family, `${series.id}_recurring_${WED}`, { scope, name: 'Self' });
      expect(first.status).toBe(200);
      const before = await db.select().from(tasks).where(eq(tasks.spaceId, family.spaceId));
      const late = await patch(family, `${series.id}_recurring_${WED}`, {
        scope,
        name: 'Restaurant',
      });
      const body = await expectError(late, 409, 'conflict');
      expect(LOST).toContain(body.error.message);
      const after = await db.select().from(tasks).where(eq(tasks.spaceId, family.spaceId));
      expect(after).toEqual(before);
    },
  );
});
