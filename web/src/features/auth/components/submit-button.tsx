import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ButtonSpinner } from '../../../ui/spinner.tsx';

/** The form's main button: full width, and its busy label while the request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
      {busy ? (
        <>
          <ButtonSpinner />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
