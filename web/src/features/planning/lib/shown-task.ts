/**
 * The single task as a page showed it (`was`): the Worker tells the family of a save or a delete
 * from it inside the write's own batch, and holds the write to the stored task still being so
 * (docs/decisions/085-notices-in-the-save-batch.md, 086-every-task-save-tells-in-one-trip.md).
 */
import type { AlertItem } from '#domain/alerts.ts';
import type { TaskItem, TaskUpdateInput } from '#domain/tasks.ts';

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

/**
 * As {@link shownTask}, for a single task an alert showed (its item's `single`), with every field a
 * save of some fields leaves as it was (name, end time, all day, last day, reminder): the alerts'
 * quick fix (another adult, another time) is then saved whole and told in one round trip, as the
 * edit form's save. Undefined for a series' occurrence or an item without them (an older answer).
 */
export function shownAlertTask(
  item: Pick<AlertItem, 'name' | 'time' | 'endTime' | 'responsibleIds' | 'single'>,
) {
  const { single } = item;
  if (!single) return undefined;
  return {
    date: single.date,
    time: item.time,
    location: single.location,
    responsables: [...item.responsibleIds],
    enfants: [...single.childIds],
    name: item.name,
    endTime: item.endTime,
    allDay: single.allDay,
    endDate: single.endDate,
    hasNotification: single.hasNotification,
    notificationTime: single.notificationTime,
  } satisfies TaskUpdateInput['was'];
}
