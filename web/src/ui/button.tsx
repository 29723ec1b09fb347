import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { ButtonSpinner } from './spinner.tsx';

// Height and text size live in the sizes: the public pages join these classes without
// tailwind-merge (lib/cn.ts), so no two of them may set the same property.
export const BUTTON_BASE =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60 select-none';

export const BUTTON_VARIANTS = {
  primary: 'bg-primary text-on-primary hover:bg-primary-hover shadow-sm',
  secondary:
    'bg-surface text-accent border border-app hover:bg-accent-soft shadow-sm dark:hover:text-app',
  outline: 'border border-app text-app hover:bg-surface-muted',
  ghost: 'text-app hover:bg-surface-muted',
  danger: 'bg-danger text-white hover:opacity-90',
} as const;

export const BUTTON_SIZES = {
  // Padding lives in the sizes: two px-* utilities on one element would fight by stylesheet order.
  md: 'min-h-11 px-5 text-base',
  /** Secondary actions in a row (Renommer, Supprimer, Quitter): still 44 px high. */
  sm: 'min-h-11 px-2.5 text-sm',
  lg: 'min-h-13 px-6 text-lg',
  icon: 'min-h-11 size-11 shrink-0 text-base',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof BUTTON_VARIANTS;
  size?: keyof typeof BUTTON_SIZES;
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
  const classes = cn(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className);
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
