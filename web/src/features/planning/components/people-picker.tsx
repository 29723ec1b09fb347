import { Check } from 'lucide-react';
import { useId } from 'react';
import type { ProfileView } from '#domain/profiles.ts';
import { cn } from '../../../lib/cn.ts';
import { PersonDot } from '../../../ui/person-dot.tsx';

/**
 * Several people of one role (« Responsables », « Enfants concernés ») as toggle chips: each a button
 * a finger can hit (44 px), `aria-pressed` saying whether that person is chosen, so a screen reader
 * reads « Léa, bouton bascule, activé ». The chosen ids keep the family's profile order.
 */
export function PeoplePicker({
  legend,
  profiles,
  value,
  onChange,
  nobody,
  error,
}: {
  legend: string;
  profiles: readonly ProfileView[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** What no choice means, said under the chips (« Non assigné »). */
  nobody: string;
  error?: string | undefined;
}) {
  const errorId = useId();
  const chosen = new Set(value);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(profiles.filter((profile) => next.has(profile.id)).map((profile) => profile.id));
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-app">{legend}</legend>
      {profiles.length === 0 ? (
        <p className="text-sm text-muted">Personne dans la famille pour l'instant.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {profiles.map((profile) => {
            const on = chosen.has(profile.id);
            return (
              <button
                key={profile.id}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(profile.id)}
                className={cn(
                  'inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border-2 px-3 text-sm font-semibold transition-colors',
                  on
                    ? 'border-primary bg-primary text-on-primary'
                    : 'border-app text-app hover:bg-surface-muted',
                )}
              >
                {on ? (
                  <Check aria-hidden="true" className="size-4 shrink-0" />
                ) : (
                  <PersonDot colour={profile.colour} />
                )}
                <span aria-hidden="true">{profile.emoji}</span>
                <span className="truncate">{profile.name}</span>
              </button>
            );
          })}
        </div>
      )}
      {value.length === 0 && profiles.length > 0 ? (
        <p className="mt-1 text-sm text-muted">{nobody}</p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
