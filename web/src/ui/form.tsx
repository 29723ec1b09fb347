import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A message about the whole form (e.g. the server refused the sign-in), announced when it appears.
 * Renders nothing without children, but keeps its live region in place so the first one is heard.
 */
export function FormAlert({ children }: { children?: ReactNode }) {
  return (
    <div role="alert" className="empty:hidden">
      {children ? (
        <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{children}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Puts the API's per-field messages (`error.fields`) under the matching fields of the form; returns
 * true when at least one field took a message. Fields the form does not have are ignored.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  formFields: readonly Path<T>[],
): boolean {
  let applied = false;
  for (const name of formFields) {
    const message = fields[name];
    if (message) {
      setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
