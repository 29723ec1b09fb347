import { Button } from './button.tsx';

/**
 * The foot of a form in a dialog: « Annuler » and the submit button, stacked with the submit on top
 * on a phone (under the thumb), side by side at the right from the `sm` width.
 */
export function FormActions({
  onCancel,
  busy,
  submitLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Annuler
      </Button>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
