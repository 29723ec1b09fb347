import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { conflictWarning } from '#domain/alerts.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import type { AssignResult } from '../api/assign-task.ts';

/**
 * The dialog that fixes an alert (assignment, conflict): open while there is an alert, its form
 * drawn afresh for each alert, closed when the form is done.
 */
export function FixDialog<TAlert extends { id: string }>({
  alert,
  title,
  description,
  onOpenChange,
  children,
}: {
  /** The alert being handled; null: closed. */
  alert: TAlert | null;
  title: string;
  description: (alert: TAlert) => ReactNode;
  onOpenChange: (open: boolean) => void;
  /** The form of `alert`; `onDone` closes the dialog. */
  children: (alert: TAlert, onDone: () => void) => ReactNode;
}) {
  return (
    <Dialog
      open={alert !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={alert ? description(alert) : undefined}
    >
      {alert ? (
        <Fragment key={alert.id}>{children(alert, () => onOpenChange(false))}</Fragment>
      ) : null}
    </Dialog>
  );
}

/** "Annuler" and the form's submit button, side by side from tablets up. */
export function FixButtons({
  label,
  busyLabel,
  busy,
  disabled = false,
  onCancel,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Annuler
      </Button>
      <Button type="submit" busy={busy} busyLabel={busyLabel} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}

/** The success toast of a fix, with any clash it gives the adult (docs/product.md#alerts). */
export function toastAssigned(title: string, result: AssignResult) {
  const warning = conflictWarning(result.conflicts, result.task.id);
  if (warning) toast.warning(title, { description: warning, duration: 8000 });
  else toast.success(title);
}

/** No adult to give the task to: the way to add one. */
export function NoAdult({ other = false }: { other?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <p className="text-app">
        {other
          ? "Aucun autre adulte dans l'espace famille pour reprendre cet élément."
          : "Aucun adulte dans l'espace famille pour le moment."}
      </p>
      <Button asChild variant="outline">
        <Link to={paths.settings}>Ajouter un membre dans les Réglages</Link>
      </Button>
    </div>
  );
}
