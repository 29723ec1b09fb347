import { ClipboardList, Sparkles } from 'lucide-react';

/** The legend: Tâches blue, Activités green, each with its icon and word. */
export function KindLegend() {
  return (
    <ul
      aria-label="Légende"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted"
    >
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-full bg-task" />
        <ClipboardList aria-hidden="true" className="size-4 text-task" />
        Tâches
      </li>
      <li className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="size-3 rounded-full bg-activity" />
        <Sparkles aria-hidden="true" className="size-4 text-activity" />
        Activités
      </li>
    </ul>
  );
}
