import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import {
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/**
 * The look every form control shares (16 px text so phones do not zoom): text fields, selects and
 * text areas differ only in their control.
 */
export function controlClass(error: string | undefined): string {
  return clsx(
    'w-full rounded-xl border bg-surface px-4 text-base text-app shadow-xs transition-colors focus:outline-none focus:ring-3 dark:bg-surface-muted',
    error
      ? 'border-red-600 focus:ring-red-600/25 dark:border-red-400 dark:focus:ring-red-400/30'
      : 'border-app hover:border-slate-300 focus:border-primary focus:ring-primary/25 dark:hover:border-slate-600 dark:focus:ring-primary/40',
  );
}

export const PLACEHOLDER_CLASS =
  'placeholder:text-sm placeholder:text-slate-400 dark:placeholder:text-slate-500';

/** The id of what describes the control: its error, else its hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/**
 * Label, control, hint and error of one field. The error lives in a polite live region that
 * exists before the error does, so screen readers announce the message when it appears.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-app">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <p
        id={`${id}-error`}
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

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the phone's own picker, and nothing to learn for a screen reader. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  children,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        className={clsx(controlClass(error), 'min-h-12')}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  ...props
}: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame id={areaId} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={areaId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, hint)}
        className={clsx(controlClass(error), 'py-3', PLACEHOLDER_CLASS)}
        {...props}
      />
    </FieldFrame>
  );
}
