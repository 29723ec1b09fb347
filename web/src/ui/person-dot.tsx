import type { CSSProperties } from 'react';
import { PROFILE_COLOURS, type ProfileColourId } from '#domain/profile-colours.ts';
import { cn } from '../lib/cn.ts';

/**
 * A person's colour as a small dot, in the shade of the current theme (each keeps 4.5:1 on the
 * app's backgrounds, domain/profile-colours.ts). Decorative: the person's name is always written
 * beside it. Without a colour (nobody assigned) it is a hollow ring.
 */
export function PersonDot({
  colour,
  className,
}: {
  colour: ProfileColourId | null | undefined;
  className?: string;
}) {
  const shade = PROFILE_COLOURS.find((candidate) => candidate.id === colour);
  if (!shade) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-3 shrink-0 rounded-full border-2 border-[var(--app-text-muted)]',
          className,
        )}
      />
    );
  }
  const style = { '--dot-light': shade.light, '--dot-dark': shade.dark } as CSSProperties;
  return (
    <span
      aria-hidden="true"
      data-colour={shade.id}
      style={style}
      className={cn(
        'inline-block size-3 shrink-0 rounded-full bg-[var(--dot-light)] dark:bg-[var(--dot-dark)]',
        className,
      )}
    />
  );
}
