import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIST_TYPE_LABELS, LIST_TYPES } from '#domain/list-types.ts';
import { cn } from '../../../lib/cn.ts';
import { LIST_ICONS } from '../lib/list-icons.ts';

/**
 * The icon picker of a list (Courses, Tâches, Notes, Favoris, Souhaits): native radio buttons, so
 * arrows move between them and a screen reader says "1 sur 5", drawn as tiles.
 */
export function IconPicker({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-semibold text-app">Icône</legend>
      <div className="grid grid-cols-5 gap-2">
        {LIST_TYPES.map((type) => {
          const { icon: Icon, tint } = LIST_ICONS[type];
          return (
            <label key={type} className="group relative cursor-pointer">
              <input type="radio" value={type} className="peer sr-only" {...registration} />
              <span
                className={cn(
                  'flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl border-2 border-app bg-surface px-0.5 py-2 text-center text-xs font-semibold text-muted transition-colors sm:text-sm',
                  'group-hover:bg-surface-muted peer-checked:border-primary peer-checked:bg-accent-soft peer-checked:text-accent',
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('grid size-9 place-items-center rounded-xl', tint)}
                >
                  <Icon className="size-5" />
                </span>
                {LIST_TYPE_LABELS[type]}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
