import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { isUuid } from '#domain/ids.ts';
import { occursOn, parseOccurrenceId } from '#domain/recurrence.ts';
import type { TaskItem } from '#domain/tasks.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { taskQueryOptions } from '../api/get-task.ts';
import { type IsoDate, readStoredDay, selectedDate, validDay } from './dates.ts';

/** Navigation state of /task/:id and the edit screens. */
export interface TaskScreenState {
  instanceDate?: string;
}

/**
 * The task a screen's `:id` names: a stored id, or `<id>_recurring_<date>` (the part before the
 * suffix is the real id). The occurrence comes from the suffix, else the navigation state. A
 * malformed id, a deleted or another family's task is "not found" at once, never an endless spinner.
 */
export function useAddressedTask(spaceId: string | undefined) {
  const { id = '' } = useParams();
  const location = useLocation();
  const parsed = parseOccurrenceId(id);
  const instanceDate =
    parsed.instanceDate ?? validDay((location.state as TaskScreenState | null)?.instanceDate);
  const wellFormed = isUuid(parsed.taskId);
  const query = useQuery({
    ...taskQueryOptions(spaceId ?? '', parsed.taskId, instanceDate),
    enabled: Boolean(spaceId) && wellFormed,
  });
  const notFound =
    !wellFormed ||
    (query.error instanceof ApiRequestError &&
      (query.error.status === 404 || query.error.status === 403));
  return { taskId: parsed.taskId, instanceDate, query, notFound };
}

/**
 * The occurrence a change to a series is about (the instance date, else the stored selected
 * date if it belongs to the series, else the form's date); a single task's own date.
 */
export function occurrenceOf(task: TaskItem, instanceDate: IsoDate | null): IsoDate {
  if (!task.isRecurring) return task.date;
  if (instanceDate) return instanceDate;
  const selected = readStoredDay(selectedDate);
  if (selected && occursOn(task, selected)) return selected;
  return task.date;
}
