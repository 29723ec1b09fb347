import { ChevronDown, type LucideIcon } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { Card } from '../../../ui/card.tsx';

/**
 * A collapsible section of the settings: a 56 px header (icon, title, one line of summary) that
 * opens and closes it, announced as expanded or collapsed; the body is a region named by the title.
 */
export function SettingsSection({
  icon: Icon,
  tone,
  title,
  summary,
  defaultOpen = false,
  children,
}: {
  icon: LucideIcon;
  /** Classes of the icon's tile. */
  tone: string;
  title: string;
  summary?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card asChild className="group/section overflow-hidden p-0">
      <Collapsible.Root defaultOpen={defaultOpen}>
        <h2 id={titleId}>
          <Collapsible.Trigger className="flex min-h-16 w-full items-center gap-3 p-4 text-left transition-colors hover:bg-surface-muted">
            <span className={cn('grid size-10 shrink-0 place-items-center rounded-xl', tone)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-bold text-app">{title}</span>
              {summary ? (
                <span className="block truncate text-sm text-muted">{summary}</span>
              ) : null}
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted transition-transform group-data-[state=open]/section:rotate-180"
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content role="region" aria-labelledby={titleId}>
          <div className="border-t border-app p-4 sm:p-5">{children}</div>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
