import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ButtonSpinner } from './spinner.tsx';

/** The looks of web/src/index.css's components layer, which a caller's utilities override. */
const VARIANTS = {
  primary: 'button-primary',
  secondary: 'button-secondary',
  outline: 'button-outline',
  ghost: 'button-ghost',
  danger: 'button-danger',
} as const;

const SIZES = {
  md: 'button-md',
  sm: 'button-sm',
  lg: 'button-lg',
  icon: 'button-icon',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  /**
   * Its request is running: a spinner, `aria-busy`, and disabled so that it is not sent twice. The
   * label stays (or becomes `busyLabel`, e.g. "Connexion..."), so the button says what is happening.
   */
  busy?: boolean;
  /** The label while busy; it replaces the whole content (a leading icon gives way to the spinner). */
  busyLabel?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  busy = false,
  busyLabel,
  className,
  type,
  disabled,
  children,
  ...props
}: ButtonProps) {
  // A plain join: the button's own classes are component classes, which the caller's override.
  const classes = clsx('button', VARIANTS[variant], SIZES[size], className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? (
        <>
          <ButtonSpinner className={size === 'sm' ? 'size-4' : 'size-5'} />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
