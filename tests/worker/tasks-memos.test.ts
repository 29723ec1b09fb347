import { describe, expect, it } from 'vitest';
import type { TaskMemo, TaskMemoInput } from '../../domain/tasks.ts';
import {
  createFamily,
  createPiano,
  createTask,
  expectError,
  type Family,
  MON,
  remove,
  taskParam,
  tasksOf,
} from './tasks-support.ts';

function addMemo(family: Family, taskId: string, body: TaskMemoInput) {
  return tasksOf(family)[':id'].memos.$post({
    ...taskParam(family, taskId),
    json: body,
  });
}

async function memosOf(family: Family, taskId: string): Promise<TaskMemo[]> {
  const response = await tasksOf(family)[':id'].memos.$get(taskParam(family, taskId));
  expect(response.status).toBe(200);
  return (await response.json()).memos;
}

describe('task memos', () => {
  it('adds memos with an optional time and lists them oldest first', async () => {
    const family = await createFamily();
    const task = await createPiano(family);
    const first = await addMemo(family, task.id, {
      text: ' Apporter la partition ',
      time: '13:30',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      memo: {
        text: 'Apporter la partition',
        time: '13:30',
        taskId: task.id,
        userId: family.userId,
      },
      message: 'Mémo ajouté',
      description: 'Votre rappel a été enregistré avec succès.',
    });
    await addMemo(family, task.id, { text: 'Payer le trimestre', time: '' });
    expect((await memosOf(family, task.id)).map((m) => [m.text, m.time])).toEqual([
      ['Apporter la partition', '13:30'],
      ['Payer le trimestre', null],
    ]);
  });

  it('are those of the series when addressed through an occurrence', async () => {
    const family = await createFamily();
    const series = await createPiano(family, { recurrence: 'weekly' });
    await addMemo(family, `${series.id}_recurring_2030-01-14`, { text: 'Partition' });
    expect((await memosOf(family, series.id)).map((m) => m.text)).toEqual(['Partition']);
  });

  it('require a text and a HH:mm time', async () => {
    const family = await createFamily();
    const task = await createPiano(family);
    await expectError(
      await addMemo(family, task.id, { text: '  ' }),
      400,
      'validation',
      'Le texte du mémo est requis',
    );
    await expectError(
      await addMemo(family, task.id, { text: 'x', time: '25:00' }),
      400,
      'validation',
      "L'heure du mémo doit être au format HH:mm",
    );
    expect(await memosOf(family, task.id)).toEqual([]);
  });

  it('deletes a memo of this task only', async () => {
    const family = await createFamily();
    const task = await createPiano(family);
    const other = await createTask(family, {
      name: 'Foot',
      type: 'sport',
      date: MON,
      time: '17:00',
    });
    const { memo } = await (await addMemo(family, task.id, { text: 'Partition' })).json();
    const wrongTask = await tasksOf(family)[':id'].memos[':memoId'].$delete({
      param: { spaceId: family.spaceId, id: other.id, memoId: memo.id },
    });
    await expectError(wrongTask, 404, 'not_found', 'Mémo introuvable');
    const response = await tasksOf(family)[':id'].memos[':memoId'].$delete({
      param: { spaceId: family.spaceId, id: task.id, memoId: memo.id },
    });
    expect(await response.json()).toMatchObject({ id: memo.id, message: 'Mémo supprimé' });
    expect(await memosOf(family, task.id)).toEqual([]);
    await expectError(
      await tasksOf(family)[':id'].memos[':memoId'].$delete({
        param: { spaceId: family.spaceId, id: task.id, memoId: memo.id },
      }),
      404,
      'not_found',
      'Mémo introuvable',
    );
  });

  it('go with their task', async () => {
    const family = await createFamily();
    const task = await createPiano(family);
    await addMemo(family, task.id, { text: 'Partition' });
    await remove(family, task.id);
    await expectError(
      await tasksOf(family)[':id'].memos.$get(taskParam(family, task.id)),
      404,
      'not_found',
      'Tâche introuvable',
    );
  });
});
