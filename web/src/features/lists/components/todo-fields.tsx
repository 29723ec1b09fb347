import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import type { ListItemView } from '#domain/lists.ts';
import type { ProfileView } from '#domain/profiles.ts';
import { dueWords, isOverdue, todoLine } from '#domain/todos.ts';
import { zonedDate } from '#domain/zoned-time.ts';
import { ApiRequestError, errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { PeoplePicker } from '../../planning/public.ts';
import type { TodoValue } from '../api/todo-items.ts';

export type { TodoValue } from '../api/todo-items.ts';

type TodoItem = Pick<ListItemView, 'completed' | 'assigneeIds' | 'dueDate' | 'dueTime'>;

/** The dialog's value of an item's to-do part (empty strings for none, as the inputs give them). */
export function todoValueOf(item: Partial<TodoItem> & { reminder?: string | null }): TodoValue {
  return {
    assigneeIds: item.assigneeIds ?? [],
    dueDate: item.dueDate ?? '',
    dueTime: item.dueTime ?? '',
    reminder: item.reminder ?? '',
  };
}

export function sameTodo(a: TodoValue, b: TodoValue): boolean {
  return (
    a.assigneeIds.join() === b.assigneeIds.join() &&
    a.dueDate === b.dueDate &&
    a.dueTime === b.dueTime &&
    a.reminder === b.reminder
  );
}

/** The family's date and wall clock (`yyyy-MM-ddTHH:mm`) now, in the space's zone. */
export function familyNow(timeZone: string | undefined): { today: string; wallClock: string } {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = new Date();
  const time = new Intl.DateTimeFormat('fr-FR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(now);
  const today = zonedDate(now, zone);
  return { today, wallClock: `${today}T${time}` };
}

/** The names of the people a to-do is for, in the family's order. */
export function namesOf(ids: readonly string[] | undefined, profiles: readonly ProfileView[]) {
  const chosen = new Set(ids ?? []);
  return profiles.filter((profile) => chosen.has(profile.id)).map((profile) => profile.name);
}

/**
 * The one quiet line under a to-do: « Thomas · avant le mar. 15 déc. », in the alert colour (with
 * an icon and « en retard » for a screen reader, never the colour alone) once its moment is past.
 */
export function TodoLine({
  item,
  profiles,
  now,
}: {
  item: TodoItem;
  profiles: readonly ProfileView[];
  now: { today: string; wallClock: string };
}) {
  const due = item.dueDate
    ? dueWords({ dueDate: item.dueDate, dueTime: item.dueTime }, now.today)
    : null;
  const line = todoLine(namesOf(item.assigneeIds, profiles), due);
  if (!line) return null;
  const overdue = isOverdue(item, now.wallClock);
  return (
    <span
      data-todo-line=""
      className={cn(
        'flex min-w-0 items-center gap-1 text-xs leading-tight',
        overdue ? 'font-semibold text-red-700 dark:text-red-300' : 'text-muted',
      )}
    >
      {overdue ? <CircleAlert aria-hidden="true" className="size-3 shrink-0" /> : null}
      <span className="truncate">
        {overdue ? <span className="sr-only">En retard : </span> : null}
        {line}
      </span>
    </span>
  );
}

/** People, due day, optional time and optional reminder of a to-do, in the item's edit dialog. */
export function TodoFields({
  profiles,
  value,
  onChange,
  errors,
}: {
  profiles: readonly ProfileView[];
  value: TodoValue;
  onChange: (value: TodoValue) => void;
  errors: Record<string, string>;
}) {
  const set = (change: Partial<TodoValue>) => onChange({ ...value, ...change });
  return (
    <>
      <PeoplePicker
        legend="Pour qui"
        profiles={profiles}
        value={value.assigneeIds}
        onChange={(assigneeIds) => set({ assigneeIds })}
        nobody="Pour toute la famille"
        error={errors.assigneeIds}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="À faire avant le"
          type="date"
          value={value.dueDate}
          error={errors.dueDate}
          onChange={(event) => set({ dueDate: event.target.value })}
        />
        <TextField
          label="Heure (facultative)"
          type="time"
          value={value.dueTime}
          error={errors.dueTime}
          onChange={(event) => set({ dueTime: event.target.value })}
        />
      </div>
      <TextField
        label="Rappel (facultatif)"
        type="datetime-local"
        value={value.reminder}
        error={errors.reminder}
        onChange={(event) => set({ reminder: event.target.value })}
      />
    </>
  );
}

/** What the edit dialog of a to-do list's item needs beyond the text. */
export interface TodoEditing {
  profiles: readonly ProfileView[];
  value: TodoValue;
  /** Saves a changed value; throws the server's refusal. */
  onSave: (value: TodoValue) => Promise<void>;
}

/**
 * The dialog's to-do draft. `submit` saves it when it changed and answers whether the dialog may
 * close: a refusal stays, its French messages on their fields (any other failure on the day's).
 */
export function useTodoDraft(todo: TodoEditing | undefined) {
  const [value, setValue] = useState(todo?.value ?? todoValueOf({}));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const submit = async (): Promise<boolean> => {
    if (!todo || sameTodo(value, todo.value)) return true;
    setSaving(true);
    try {
      await todo.onSave(value);
      return true;
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      setErrors(Object.keys(fields).length > 0 ? fields : { dueDate: errorMessage(error) });
      return false;
    } finally {
      setSaving(false);
    }
  };
  const change = (next: TodoValue) => {
    setValue(next);
    setErrors({});
  };
  return { value, change, errors, saving, submit };
}
