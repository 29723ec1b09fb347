import { ListTodo } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfileView } from '#domain/profiles.ts';
import type { RangeTodo } from '#domain/todos.ts';
import { paths } from '../../../lib/paths.ts';
import { EVERYONE } from './person-filter.tsx';

/** The to-dos of `day` for `person` (all of them for the whole family; only theirs for one). */
export function todosOf(todos: readonly RangeTodo[], day: string, person: string): RangeTodo[] {
  return todos.filter(
    (todo) => todo.dueDate === day && (person === EVERYONE || todo.assigneeIds.includes(person)),
  );
}

/**
 * A day's to-dos (docs/decisions/082-shared-to-dos.md) as compact rows, « À faire : Renouveler la
 * carte », with their people and time, each a link to its list, where it is ticked.
 */
export function DayTodos({
  todos,
  profiles,
}: {
  todos: readonly RangeTodo[];
  profiles: readonly ProfileView[];
}) {
  if (todos.length === 0) return null;
  const nameOf = new Map(profiles.map((profile) => [profile.id, profile.name]));
  return (
    <ul aria-label="À faire" className="flex flex-col gap-1">
      {todos.map((todo) => {
        const people = todo.assigneeIds.map((id) => nameOf.get(id)).filter(Boolean);
        const detail = [people.join(', '), todo.dueTime ? `avant ${todo.dueTime}` : ''];
        return (
          <li key={todo.id}>
            <Link
              to={paths.list(todo.listId)}
              className="flex min-h-11 items-center gap-2 rounded-xl bg-surface-muted px-3 py-1.5 text-sm text-app hover:bg-[var(--app-border)]"
            >
              <ListTodo aria-hidden="true" className="size-4 shrink-0 text-muted" />
              <span className="min-w-0 flex-1 truncate">
                <span className="font-semibold">À faire : </span>
                {todo.text}
              </span>
              <span className="shrink-0 text-xs text-muted">
                {detail.filter(Boolean).join(' · ')}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
