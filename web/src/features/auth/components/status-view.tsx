import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const tones = {
  success: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  error: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
  info: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
} as const;

/** The body of a card that tells an outcome (link confirmed, link invalid...): icon, text, actions. */
export function StatusView({
  icon: Icon,
  tone,
  children,
  actions,
}: {
  icon: LucideIcon;
  tone: keyof typeof tones;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className={clsx('grid size-16 place-items-center rounded-full', tones[tone])}>
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <div className="flex flex-col gap-2 text-app">{children}</div>
      {actions ? <div className="flex w-full flex-col gap-3 pt-2">{actions}</div> : null}
    </div>
  );
}
