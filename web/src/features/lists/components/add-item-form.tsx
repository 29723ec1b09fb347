import { zodResolver } from '@hookform/resolvers/zod';
import { onlineManager } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { LIST_TOASTS, listItemCreateSchema } from '#domain/lists.ts';
import { useClientId } from '../../../lib/client-id.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../ui/button.tsx';
import { controlClass, PLACEHOLDER_CLASS } from '../../../ui/field.tsx';
import { useFormSubmit } from '../../../ui/form.tsx';
import { useItemWrites } from '../api/write-items.ts';
import { useItemSuggestions } from './item-suggestions.tsx';

const itemFormSchema = listItemCreateSchema.pick({ text: true });
type ItemFormInput = z.input<typeof itemFormSchema>;
type ItemFormValues = z.output<typeof itemFormSchema>;

/**
 * The add-item input of a list: Enter or "Ajouter" sends it, and the input empties and keeps the
 * focus for the next one. The text keeps waiting in the input if the server refuses it. Offline,
 * the item is queued (docs/decisions/015-offline-lists.md): it shows at once and the input empties.
 */
export function AddItemForm({
  spaceId,
  listId,
  profileId,
  profileName,
}: {
  spaceId: string;
  listId: string;
  profileId: string | null;
  profileName: string | null;
}) {
  const inputId = useId();
  const { add, toggle } = useItemWrites(spaceId, listId);
  const newItem = useClientId();
  const form = useForm<ItemFormInput, unknown, ItemFormValues>({
    resolver: zodResolver(itemFormSchema),
    defaultValues: { text: '' },
  });
  const error = form.formState.errors.text?.message;
  const { onSubmit, busy, failure } = useFormSubmit(form, {
    fields: ['text'],
    request: async ({ text }: ItemFormValues) => {
      const write = { itemId: newItem.id, text, profileId, profileName };
      if (onlineManager.isOnline()) return add({ ...write, queued: false });
      // Offline: waits for the network, on the device; the form moves on to the next item.
      add({ ...write, queued: true }).catch(() => {});
      return undefined;
    },
    onSuccess: () => {
      newItem.renew();
      form.reset();
      form.setFocus('text');
    },
    errorToast: ({ onField }) =>
      onField ? null : { title: 'Erreur', description: LIST_TOASTS.itemAddFailed },
  });
  const message = error ?? failure;
  const formRef = useRef<HTMLFormElement>(null);
  const registration = form.register('text');
  const suggestions = useItemSuggestions({
    spaceId,
    listId,
    value: useWatch({ control: form.control, name: 'text' }) ?? '',
    onChoose: (suggestion) => {
      if (suggestion.itemId) {
        // A ticked item of the list goes back on it, rather than a second one.
        toggle({
          itemId: suggestion.itemId,
          text: suggestion.text,
          completed: false,
          profileId,
          profileName,
        });
        form.reset();
        return;
      }
      form.setValue('text', suggestion.text);
      formRef.current?.requestSubmit();
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="sr-only">
        Nouvel élément
      </label>
      {/* The suggestions open under the whole row, not only the field. */}
      <div className="relative flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <input
            id={inputId}
            autoComplete="off"
            enterKeyHint="done"
            placeholder="Ajouter un élément..."
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? `${inputId}-error` : undefined}
            className={cn(controlClass(message ?? undefined), 'min-h-12', PLACEHOLDER_CLASS)}
            {...registration}
            {...suggestions.inputProps}
            onBlur={(event) => {
              void registration.onBlur(event);
              suggestions.inputProps.onBlur(event);
            }}
          />
          {suggestions.list}
        </div>
        <Button type="submit" busy={busy} className="min-h-12 shrink-0 px-4">
          {busy ? null : <Plus aria-hidden="true" className="size-5" />}
          Ajouter
        </Button>
      </div>
      <p
        id={`${inputId}-error`}
        aria-live="polite"
        className="text-sm font-medium text-red-700 empty:hidden dark:text-red-300"
      >
        {message}
      </p>
    </form>
  );
}
