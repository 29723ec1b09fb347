/**
 * The single task as a page showed it (`was`): the Worker tells the family of a save or a delete
 * from it inside the write's own batch, and holds the write to the stored task still being so
 * (docs/decisions/085-notices-in-the-save-batch.md, 086-every-task-save-tells-in-one-trip.md).
 */
import type { TaskItem } from '#domain/tasks.ts';

/** Its day, time, place and people by id: what the edit form's save says it changed from. */
export function shownTask(task: TaskItem) {
  return {
    date: task.date,
    time: task.time,
    location: task.location,
    responsables: task.responsibles.map((person) => person.id),
    enfants: task.children.map((person) => person.id),
  };
}

/** As {@link shownTask}, with its name: what a delete's notice « a annulé « Judo » … » names. */
export function shownToDelete(task: TaskItem) {
  return { ...shownTask(task), name: task.name };
}
