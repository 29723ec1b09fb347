import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { controlClass, describedBy, FieldFrame, PLACEHOLDER_CLASS } from './field.tsx';

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

/** A labelled input, 48 px tall (see FieldFrame for the label, hint and announced error). */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className,
  ref,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={clsx(controlClass(error), 'min-h-12', PLACEHOLDER_CLASS, trailing && 'pr-12')}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0.5 flex items-center">{trailing}</div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
