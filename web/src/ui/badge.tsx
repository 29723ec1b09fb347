import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

const tones = {
  admin: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  active: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  neutral: 'bg-surface-muted text-muted border border-app',
} as const;

/** A small label next to a name (Admin, Actif): words, so colour is never the only signal. */
export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
