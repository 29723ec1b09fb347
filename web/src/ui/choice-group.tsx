import { Check } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../lib/cn.ts';

export interface Choice {
  value: string;
  label: ReactNode;
  /** Big beside or above the label (an avatar, a person). */
  emoji?: string;
  /** Above the label, for `tile` (a list's icon). */
  icon?: ReactNode;
  /** A second line, for `row` (a role, a time). */
  hint?: ReactNode;
}

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  ref?: Ref<HTMLInputElement>;
};

/** What the three looks share: the selected card is outlined and tinted, the focused one ringed. */
const CARD =
  'border-2 border-app bg-surface transition-colors peer-checked:border-primary peer-checked:bg-accent-soft peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary';

const LOOKS = {
  /** Small cards in a grid: a word, or an emoji above its name (roles, avatars). */
  chip: {
    spacing: 'gap-2',
    legend: 'mb-2',
    card: 'flex min-h-11 flex-col items-center justify-center rounded-xl px-2 py-2 text-center text-sm font-medium text-app peer-checked:font-bold peer-checked:text-accent hover:border-slate-300 dark:hover:border-slate-600',
  },
  /** Square tiles, an icon above its name (a list's icon). */
  tile: {
    spacing: 'gap-1.5',
    legend: 'mb-1.5',
    card: 'flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl px-2 py-2 text-center text-xs font-semibold text-muted group-hover:bg-surface-muted peer-checked:text-accent sm:text-sm',
  },
  /** Full-width rows with a second line and a check mark (people, which item, which dates). */
  row: {
    spacing: 'gap-2',
    legend: 'mb-2',
    card: 'flex min-h-14 items-center gap-3 rounded-xl px-3 py-2 text-app hover:border-slate-300 dark:bg-surface-muted dark:peer-checked:bg-accent-soft dark:hover:border-slate-600',
  },
} as const;

/**
 * A radio group drawn as cards: a fieldset and its legend, real radios underneath, so the keyboard's
 * arrows and screen readers work as for any radio group ("1 sur 5"). `inputProps` comes from
 * react-hook-form's `register`. `columns` sets the grid (one column by default).
 */
export function ChoiceGroup({
  legend,
  choices,
  look,
  columns,
  error,
  inputProps,
}: {
  legend: string;
  choices: readonly Choice[];
  look: keyof typeof LOOKS;
  columns?: string;
  error?: string;
  inputProps: RadioProps;
}) {
  const style = LOOKS[look];
  return (
    <fieldset
      className={cn('flex flex-col', style.spacing)}
      aria-invalid={error ? true : undefined}
    >
      <legend className={cn('font-semibold text-app', style.legend)}>{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {choices.map((choice) => (
          <label key={choice.value} className="group relative block cursor-pointer">
            <input type="radio" value={choice.value} className="peer sr-only" {...inputProps} />
            <span className={cn(CARD, style.card)}>
              <ChoiceContent choice={choice} look={look} />
            </span>
            {look === 'row' ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3 hidden size-5 -translate-y-1/2 place-items-center rounded-full bg-primary text-on-primary peer-checked:grid"
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
            ) : null}
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

function ChoiceContent({ choice, look }: { choice: Choice; look: keyof typeof LOOKS }) {
  if (look === 'row') {
    return (
      <>
        {choice.emoji ? (
          <span aria-hidden="true" className="text-2xl leading-none">
            {choice.emoji}
          </span>
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold break-words">{choice.label}</span>
          {choice.hint ? <span className="text-sm text-muted">{choice.hint}</span> : null}
        </span>
      </>
    );
  }
  return (
    <>
      {choice.icon}
      {choice.emoji ? (
        <span aria-hidden="true" className="text-3xl leading-tight">
          {choice.emoji}
        </span>
      ) : null}
      {choice.label}
    </>
  );
}
