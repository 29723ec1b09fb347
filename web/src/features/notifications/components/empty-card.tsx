import type { ReactNode } from 'react';
import { Card } from '../../../ui/card.tsx';

/** What an empty section of Alertes or of the family's feed says, with a picture. */
export function EmptyCard({
  emoji,
  title,
  children,
}: {
  emoji: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-2 border-dashed bg-surface/60 px-4 py-8 text-center shadow-none">
      <span aria-hidden="true" className="text-4xl">
        {emoji}
      </span>
      <p className="font-semibold text-app">{title}</p>
      <p className="max-w-sm text-sm text-muted">{children}</p>
    </Card>
  );
}
