/**
 * What a page says it showed of a single task (`was`): the Worker's schema reads it back, in a
 * delete's query string too, and holds the write to it (docs/decisions/086-every-task-save-tells-in-one-trip.md).
 */
import { describe, expect, it } from 'vitest';
import { type TaskItem, taskDeleteQuerySchema, taskUpdateSchema } from '../../domain/tasks.ts';
import {
  shownAlertTask,
  shownTask,
  shownToDelete,
} from '../../web/src/features/planning/lib/shown-task.ts';

const DAD = '7d0c3c52-8a55-4b2a-9d8e-2f3a9a1b6c01';
const LEA = '7d0c3c52-8a55-4b2a-9d8e-2f3a9a1b6c02';

const judo = {
  name: 'Judo',
  date: '2030-01-07',
  time: '18:00',
  location: 'Gymnase',
  responsibles: [{ id: DAD, name: 'Thomas', emoji: '👨', colour: 'vert' }],
  children: [{ id: LEA, name: 'Léa', emoji: '👧', colour: 'rose' }],
} as unknown as TaskItem;

describe('the task a page showed', () => {
  it('says its day, time, place and people by id; a delete also its name', () => {
    expect(shownTask(judo)).toEqual({
      date: '2030-01-07',
      time: '18:00',
      location: 'Gymnase',
      responsables: [DAD],
      enfants: [LEA],
    });
    expect(shownToDelete(judo)).toEqual({ ...shownTask(judo), name: 'Judo' });
  });

  it("is read back by the Worker's schemas, in a delete's query string as JSON", () => {
    const update = taskUpdateSchema.parse({ time: '19:00', was: shownTask(judo) });
    expect(update.was).toEqual(shownTask(judo));
    const query = taskDeleteQuerySchema.parse({ was: JSON.stringify(shownToDelete(judo)) });
    expect(query.was).toEqual(shownToDelete(judo));
  });

  it("an alert's single task says every field a save of some fields leaves, read back whole", () => {
    const item = {
      name: 'Judo',
      time: '18:00',
      endTime: '19:00',
      responsibleIds: [DAD],
      single: {
        date: '2030-01-07',
        location: null,
        childIds: [LEA],
        allDay: false,
        endDate: null,
        hasNotification: true,
        notificationTime: 30,
      },
    };
    const was = shownAlertTask(item);
    expect(was).toEqual({
      date: '2030-01-07',
      time: '18:00',
      location: null,
      responsables: [DAD],
      enfants: [LEA],
      name: 'Judo',
      endTime: '19:00',
      allDay: false,
      endDate: null,
      hasNotification: true,
      notificationTime: 30,
    });
    expect(taskUpdateSchema.parse({ responsable: DAD, was }).was).toEqual(was);
    // An occurrence of a series (or an older answer) carries no `single`: nothing is said.
    expect(shownAlertTask({ ...item, single: undefined })).toBeUndefined();
  });

  it('an unreadable one is refused in French', () => {
    const refused = taskDeleteQuerySchema.safeParse({ was: '{pas du json' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'La tâche affichée est illisible : rechargez la page',
    ]);
  });
});
