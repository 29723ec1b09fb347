import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { HTMLAttributes } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * Draw the card on the child instead of a div (a section, a list item, a Link, a radix item).
   * Put the extra classes on the Card, not on the child, so that they override the card's own.
   */
  asChild?: boolean;
}

/**
 * The app's one card: a white (lifted, in dark mode) rounded surface with a hairline border.
 * Its look is the `card` component class (web/src/index.css), which any utility in `className`
 * overrides.
 */
export function Card({ asChild = false, className, ...props }: CardProps) {
  const Component = asChild ? Slot.Root : 'div';
  return <Component className={clsx('card', className)} {...props} />;
}
