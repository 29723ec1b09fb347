import { clsx } from 'clsx';

/** A loading placeholder that screen readers announce once. */
export function Spinner({ label = 'Chargement...' }: { label?: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 p-8 text-muted">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-app border-t-primary"
      />
      <span className="text-sm">{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-app">
      <Spinner label={label} />
    </div>
  );
}

/** The busy look of a button while its request runs (the button itself says what is happening). */
export function ButtonSpinner({ className = 'size-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  );
}
