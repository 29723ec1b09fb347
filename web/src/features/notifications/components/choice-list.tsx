import { Check } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../../lib/cn.ts';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A second line (a role, a time). */
  hint?: ReactNode;
  /** Big on the left (an emoji). */
  emoji?: string;
}

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * A radio group drawn as a list of rows (a fieldset and its legend, real radios underneath, so arrows
 * and screen readers work as for any radio group). `inputProps` comes from react-hook-form's
 * `register`.
 */
export function ChoiceList({
  legend,
  choices,
  error,
  inputProps,
  columns = false,
}: {
  legend: string;
  choices: Choice[];
  error?: string;
  inputProps: RadioProps;
  /** Two columns from tablets up (people). */
  columns?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 font-semibold text-app">{legend}</legend>
      <div className={cn('grid gap-2', columns && 'sm:grid-cols-2')}>
        {choices.map((choice) => (
          <label key={choice.value} className="relative block cursor-pointer">
            <input type="radio" value={choice.value} className="peer sr-only" {...inputProps} />
            <span className="flex min-h-14 items-center gap-3 rounded-xl border-2 border-app bg-surface px-3 py-2 text-app transition-colors peer-checked:border-primary peer-checked:bg-accent-soft peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary hover:border-slate-300 dark:bg-surface-muted dark:peer-checked:bg-accent-soft dark:hover:border-slate-600">
              {choice.emoji ? (
                <span aria-hidden="true" className="text-2xl leading-none">
                  {choice.emoji}
                </span>
              ) : null}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold break-words">{choice.label}</span>
                {choice.hint ? <span className="text-sm text-muted">{choice.hint}</span> : null}
              </span>
            </span>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 hidden size-5 -translate-y-1/2 place-items-center rounded-full bg-primary text-on-primary peer-checked:grid"
            >
              <Check className="size-3.5" strokeWidth={3} />
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
