import { CircleAlert } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string;
  /** A French message under the field; the field is then marked invalid and described by it. */
  error?: string;
  /** Help under the field while there is no error. */
  hint?: ReactNode;
  /** A control inside the field, on the right (e.g. the password's show/hide button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input (16 px text so phones do not zoom, 48 px tall). Its error lives in a polite live
 * region that exists before the error does, so screen readers announce the message when it appears.
 */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className = '',
  ref,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="font-semibold text-app">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`min-h-12 w-full rounded-xl border bg-surface px-4 text-base text-app shadow-xs transition-colors placeholder:text-sm placeholder:text-slate-400 focus:outline-none focus:ring-3 dark:bg-surface-muted dark:placeholder:text-slate-500 ${
            error
              ? 'border-red-600 focus:ring-red-600/25 dark:border-red-400 dark:focus:ring-red-400/30'
              : 'border-app hover:border-slate-300 focus:border-primary focus:ring-primary/25 dark:hover:border-slate-600 dark:focus:ring-primary/40'
          } ${trailing ? 'pr-12' : ''}`}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0.5 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <p
        id={errorId}
        aria-live="polite"
        className="flex items-start gap-1.5 text-sm font-medium text-red-700 empty:hidden dark:text-red-300"
      >
        {error ? (
          <>
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
