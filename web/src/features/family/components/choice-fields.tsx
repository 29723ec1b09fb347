import type { InputHTMLAttributes, Ref } from 'react';
import { AVATARS } from '#domain/avatars.ts';
import { MISSING_ROLE_LABEL, PROFILE_ROLE_LABELS, PROFILE_ROLES } from '#domain/roles.ts';
import { cn } from '../../../lib/cn.ts';

export function roleLabel(role: string | null | undefined): string {
  return role && role in PROFILE_ROLE_LABELS
    ? PROFILE_ROLE_LABELS[role as keyof typeof PROFILE_ROLE_LABELS]
    : MISSING_ROLE_LABEL;
}

export interface ChoiceOption {
  value: string;
  label: string;
  /** Shown big above the label (avatars). */
  emoji?: string;
}

export const ROLE_OPTIONS: ChoiceOption[] = PROFILE_ROLES.map((role) => ({
  value: role,
  label: PROFILE_ROLE_LABELS[role],
}));

export const AVATAR_OPTIONS: ChoiceOption[] = AVATARS.map((avatar) => ({
  value: avatar.emoji,
  label: avatar.label,
  emoji: avatar.emoji,
}));

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
  ref?: Ref<HTMLInputElement>;
};

/**
 * A group of radio buttons drawn as chips (a fieldset and its legend, real radios underneath, so the
 * keyboard's arrows and screen readers work as for any radio group). `inputProps` comes from
 * react-hook-form's `register`, or sets `checked`/`onChange` for a controlled group.
 */
export function ChoiceField({
  legend,
  options,
  error,
  columns = 'grid-cols-2 sm:grid-cols-4',
  selected,
  inputProps,
}: {
  legend: string;
  options: ChoiceOption[];
  error?: string;
  columns?: string;
  /** The current value, to mark the chip (CSS `peer-checked` does it too; this is for controlled use). */
  selected?: string;
  inputProps: RadioProps;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-2 font-semibold text-app">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => (
          <label key={option.value} className="relative block cursor-pointer">
            <input
              type="radio"
              value={option.value}
              className="peer sr-only"
              {...inputProps}
              {...(selected !== undefined ? { checked: selected === option.value } : {})}
            />
            <span className="flex min-h-11 flex-col items-center justify-center rounded-xl border-2 border-app bg-surface px-2 py-2 text-center text-sm font-medium text-app transition-colors peer-checked:border-primary peer-checked:bg-accent-soft peer-checked:font-bold peer-checked:text-accent peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary hover:border-slate-300 dark:hover:border-slate-600">
              {option.emoji ? (
                <span aria-hidden="true" className="text-3xl leading-tight">
                  {option.emoji}
                </span>
              ) : null}
              {option.label}
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
