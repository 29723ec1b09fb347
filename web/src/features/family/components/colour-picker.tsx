import { Check } from 'lucide-react';
import type { CSSProperties, InputHTMLAttributes, Ref } from 'react';
import { colourLabel, PROFILE_COLOUR_TEXTS, PROFILE_COLOURS } from '#domain/profile-colours.ts';

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * « Couleur » of the profile form: the palette as a radio group (arrows move, each colour's name is
 * said), each swatch in the shade of the current theme, the chosen one ringed and ticked so that
 * the choice never rests on colour alone. `inputProps` comes from react-hook-form's `register`.
 */
export function ColourPicker({
  inputProps,
  value,
  error,
}: {
  inputProps: RadioProps;
  /** The chosen colour, written after the legend (the swatches alone do not say it). */
  value?: string | undefined;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 font-semibold text-app">
        {PROFILE_COLOUR_TEXTS.field}
        {colourLabel(value) ? (
          <span aria-hidden="true" className="font-normal text-muted">
            {' '}
            · {colourLabel(value)}
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-1">
        {PROFILE_COLOURS.map((colour) => (
          <label
            key={colour.id}
            title={colour.label}
            className="group relative grid size-12 cursor-pointer place-items-center"
          >
            <input
              type="radio"
              value={colour.id}
              aria-label={colour.label}
              className="peer sr-only"
              {...inputProps}
            />
            <span
              aria-hidden="true"
              style={{ '--sw-light': colour.light, '--sw-dark': colour.dark } as CSSProperties}
              className="grid size-10 place-items-center rounded-full border-2 border-transparent bg-[var(--sw-light)] text-white ring-offset-2 ring-offset-[var(--app-surface)] transition-shadow group-hover:ring-2 group-hover:ring-slate-300 peer-checked:ring-3 peer-checked:ring-[var(--app-text)] peer-focus-visible:outline-3 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-primary dark:bg-[var(--sw-dark)] dark:text-slate-900 dark:group-hover:ring-slate-600 [&>svg]:hidden peer-checked:[&>svg]:block"
            >
              <Check className="size-5" strokeWidth={3} />
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
