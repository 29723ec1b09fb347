import { ChevronDown } from 'lucide-react';
import { SECTION_IDS, SECTION_LABELS, type SectionId } from '#domain/sections.ts';

/**
 * The aisle of one item, as the phone's own picker (a native select: every screen reader and
 * keyboard knows it). Drawn as a small chip so that the row keeps its room for the text.
 */
export function SectionPicker({
  text,
  section,
  onMove,
}: {
  text: string;
  section: SectionId;
  onMove: (section: SectionId) => void;
}) {
  return (
    <span className="relative grid h-11 shrink-0 place-items-center">
      <select
        aria-label={`Rayon de « ${text} »`}
        value={section}
        onChange={(event) => onMove(event.currentTarget.value as SectionId)}
        className="peer absolute inset-0 cursor-pointer opacity-0"
      >
        {SECTION_IDS.map((id) => (
          <option key={id} value={id}>
            {SECTION_LABELS[id]}
          </option>
        ))}
      </select>
      {/* The select is invisible over it: its focus is drawn here. */}
      <span
        aria-hidden="true"
        className="pointer-events-none flex h-8 items-center gap-1 rounded-full border border-app bg-surface px-2.5 text-xs font-medium text-muted peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
      >
        Rayon
        <ChevronDown className="size-3.5" />
      </span>
    </span>
  );
}
