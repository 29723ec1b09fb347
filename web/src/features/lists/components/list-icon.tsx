import { cn } from '../../../lib/cn.ts';
import { listIcon } from '../lib/list-icons.ts';

/** The rounded, tinted icon of a list's kind (decorative: the title says what the list is). */
export function ListIcon({ type, className }: { type: string; className?: string }) {
  const { icon: Icon, tint } = listIcon(type);
  return (
    <span
      aria-hidden="true"
      className={cn('grid size-12 shrink-0 place-items-center rounded-xl', tint, className)}
    >
      <Icon className="size-6" />
    </span>
  );
}
