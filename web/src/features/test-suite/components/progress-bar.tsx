/** A thin bar under a count; the count says the same in words, so the bar is hidden from readers. */
export function ProgressBar({ value, max }: { value: number; max: number }) {
  const percent = max === 0 ? 0 : Math.round((value / max) * 100);
  return (
    <div
      aria-hidden="true"
      className="h-2 overflow-hidden rounded-full bg-slate-200/70 dark:bg-slate-700/60"
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}
