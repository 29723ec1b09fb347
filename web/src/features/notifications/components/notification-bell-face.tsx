import { Bell } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { unreadWords } from './unread-badge.tsx';

// The bell's face, shared by its stand-in (notification-bell.tsx) and its lazy popover
// (notification-bell-popover.tsx): both import it, neither imports the other.

export interface BellProps {
  /** `onColour` for the dashboard's blue header. */
  tone?: 'default' | 'onColour';
}

/** The bell's name, title and look, the same before and after its popover's code is loaded. */
export function bellTriggerProps(unread: number, tone: BellProps['tone']) {
  return {
    'aria-label': unread > 0 ? `Notifications, ${unreadWords(unread)}` : 'Notifications',
    title: 'Notifications',
    className: cn(
      'relative grid size-11 shrink-0 place-items-center rounded-xl transition-colors',
      tone === 'onColour'
        ? 'text-white hover:bg-white/15 data-[state=open]:bg-white/20'
        : 'text-app hover:bg-surface-muted data-[state=open]:bg-accent-soft',
    ),
  };
}

/** The bell and its unread count. */
export function BellFace({ unread, tone }: { unread: number; tone: BellProps['tone'] }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-6" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-1 right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs leading-none font-bold text-white tabular-nums ring-2',
            tone === 'onColour' ? 'ring-blue-600 dark:ring-blue-950' : 'ring-[var(--app-bg)]',
          )}
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </>
  );
}
