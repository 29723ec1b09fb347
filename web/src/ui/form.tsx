import { CircleAlert } from 'lucide-react';
import { type BaseSyntheticEvent, type ReactNode, useState } from 'react';
import type {
  FieldValues,
  Path,
  SubmitErrorHandler,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
import { ApiRequestError, errorMessage } from '../lib/api-request.ts';
import { isNetworkError } from '../lib/network.ts';
import { toast } from '../lib/toast.ts';

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
function applyFieldErrors<T extends FieldValues>(
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

/** Why a submission failed, for the form's own choice of toast. */
export interface SubmitFailure {
  error: unknown;
  /** The French text of the failure: `describe(error)`, by default the server's message. */
  message: string;
  /** The server answered (not a network failure): its message is meant for the family. */
  fromServer: boolean;
  /** At least one of the server's `fields` messages went under a field of the form. */
  onField: boolean;
}

export interface ToastText {
  title: string;
  /** By default the failure's message. */
  description?: string;
}

export interface RequestOptions<TInput, TResult> {
  /** The request, e.g. a mutation's `mutateAsync`. */
  request: (input: TInput) => Promise<TResult>;
  /** After the request succeeded (a toast, a navigation); a throw here counts as a failure. */
  onSuccess?: (result: TResult, input: TInput) => unknown;
  /**
   * The error toast: its title (the failure's message below it), its title and text, or a function
   * of the failure (null: no toast).
   */
  errorToast: string | ToastText | ((failure: SubmitFailure) => ToastText | null);
  /** The French text of a failure; by default the server's message (errorMessage). */
  describe?: (error: unknown) => string;
  /** A failure this caller shows its own way: return true, and nothing else is shown. */
  intercept?: (error: unknown) => boolean;
  /**
   * A form whose failures the product's texts also announce as a toast (the account pages:
   * « Erreur de connexion », « Erreur d'inscription »), besides the form's own message.
   */
  alsoToast?: boolean;
}

export interface RequestState<TInput> {
  /** Runs the request; resolves true when it (and onSuccess) succeeded. */
  run: (input: TInput) => Promise<boolean>;
  /** The request is running: give it to the submit Button's `busy`. */
  busy: boolean;
  /** The message for the whole form (FormAlert): a failure that no field took. */
  failure: string | null;
}

/**
 * The one error path of the SPA's writes: runs the request, and on failure puts the server's
 * per-field messages under their fields (`putOnFields`), shows the rest as the form's message, and
 * toasts. A network failure reads "Une erreur inattendue s'est produite" (errorMessage).
 */
function useRequestState<TInput, TResult>(
  options: RequestOptions<TInput, TResult>,
  putOnFields: (error: ApiRequestError) => boolean,
  /** A form: its fields and its FormAlert say the failure, so no toast says it again. */
  inline = false,
): RequestState<TInput> {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (input: TInput): Promise<boolean> => {
    setFailure(null);
    setBusy(true);
    try {
      const result = await options.request(input);
      await options.onSuccess?.(result, input);
      return true;
    } catch (error) {
      if (options.intercept?.(error)) return false;
      const fromServer = error instanceof ApiRequestError;
      const onField = fromServer && putOnFields(error);
      const message = (options.describe ?? errorMessage)(error);
      const { errorToast } = options;
      const text =
        typeof errorToast === 'string'
          ? { title: errorToast }
          : typeof errorToast === 'function'
            ? errorToast({ error, message, fromServer, onField })
            : errorToast;
      if (inline) {
        // One message per event: the form's own alert, in the toast's words (« Impossible de créer
        // la tâche. Veuillez réessayer. ») followed by the reason when there is one worth reading:
        // the server's, or that the network could not be reached.
        const said = text?.description && text.description !== message ? text.description : null;
        const reason = fromServer || isNetworkError(error);
        if (!onField) setFailure(said ? (reason ? `${said} ${message}` : said) : message);
        if (options.alsoToast && text) toast.error(text.title, { description: message });
        return false;
      }
      if (!onField) setFailure(message);
      if (text) toast.error(text.title, { description: text.description ?? message });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, failure };
}

/** A write that is not a form (a confirmation, a button): the same error path, without fields. */
export function useRequest<TInput, TResult>(
  options: RequestOptions<TInput, TResult>,
): RequestState<TInput> {
  return useRequestState(options, () => false);
}

export interface FormSubmitOptions<TValues extends FieldValues, TOutput, TResult>
  extends RequestOptions<TOutput, TResult> {
  /** The form's fields that may take a server message (`error.fields`), in the form's order. */
  fields: readonly Path<TValues>[];
  /** The values did not pass the form's own rules (their messages are already under the fields). */
  onInvalid?: SubmitErrorHandler<TValues>;
}

export interface FormSubmit<TOutput> extends RequestState<TOutput> {
  /** The form's onSubmit: checks the values with the form's resolver, then runs the request. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A react-hook-form form's submission: `<form onSubmit={onSubmit}>`, `<FormAlert>{failure}</FormAlert>`
 * and `<Button type="submit" busy={busy}>`. A form is then its fields and what follows a success.
 */
export function useFormSubmit<TValues extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  options: FormSubmitOptions<TValues, TOutput, TResult>,
): FormSubmit<TOutput> {
  const state = useRequestState(
    options,
    (error) => applyFieldErrors(form.setError, error.fields, options.fields),
    true,
  );
  const onSubmit = form.handleSubmit(async (values) => {
    await state.run(values);
  }, options.onInvalid);
  // Busy from the submission itself, not from the request: a schema still loading on a slow network
  // (decision 017) must not leave « Connexion… » unsaid while it arrives.
  const busy = state.busy || form.formState.isSubmitting;
  return { ...state, busy, onSubmit };
}
