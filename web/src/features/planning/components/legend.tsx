import { ClipboardList, Sparkles } from 'lucide-react';

/**
 * The legend: Tâches blue, Activités green, each told by its icon and word. No dot here: a dot on
 * the planning is always a person's colour.
 */
export function KindLegend() {
  return (
    <ul
      aria-label="Légende"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted"
    >
      <li className="inline-flex items-center gap-1.5">
        <ClipboardList aria-hidden="true" className="size-4 text-task" />
        Tâches
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Sparkles aria-hidden="true" className="size-4 text-activity" />
        Activités
      </li>
    </ul>
  );
}
