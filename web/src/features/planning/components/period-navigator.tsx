import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

interface PeriodNavigatorProps {
  /** The buttons' names, said and shown as their tooltip: « Semaine précédente », « Mois suivant »… */
  previousLabel: string;
  nextLabel: string;
  onPrevious: () => void;
  onNext: () => void;
  /** The period's title between the arrows (a heading, announced when it changes). */
  children: ReactNode;
  className?: string;
}

/**
 * The previous/next header of a period (the week strip, the week view, the month view): two 44 px
 * arrows around the period's title. Draw it as a card with `<Card asChild>`.
 */
export function PeriodNavigator({
  previousLabel,
  nextLabel,
  onPrevious,
  onNext,
  children,
  className,
}: PeriodNavigatorProps) {
  return (
    <div className={cn('flex items-center justify-between gap-2', className)}>
      <ArrowButton label={previousLabel} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" className="size-6" />
      </ArrowButton>
      {children}
      <ArrowButton label={nextLabel} onClick={onNext}>
        <ChevronRight aria-hidden="true" className="size-6" />
      </ArrowButton>
    </div>
  );
}

function ArrowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="grid size-11 shrink-0 place-items-center rounded-xl text-app transition-colors hover:bg-surface-muted"
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  );
}
