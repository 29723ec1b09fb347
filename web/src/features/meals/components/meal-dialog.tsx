import { type FormEvent, useState } from 'react';
import { dayTitle } from '#domain/french.ts';
import {
  MEAL_MESSAGES,
  MEAL_SLOT_LABELS,
  MEAL_TOASTS,
  type MealSlot,
  type MealView,
  mealWriteSchema,
} from '#domain/meals.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { pastedLines } from '../../lists/public.ts';
import { useDeleteMeal, useSaveMeal } from '../api/meals.ts';

/** Where a meal is: its day and its slot. */
export interface MealPlace {
  date: string;
  slot: MealSlot;
  meal: MealView | undefined;
}

/**
 * Plans or changes a meal: its name and its ingredients, one per line (a pasted list loses its bullets
 * and greetings, as on a list). A planned meal can be removed, or its ingredients added to a list.
 */
export function MealDialog({
  spaceId,
  place,
  onClose,
  onAddToList,
}: {
  spaceId: string;
  place: MealPlace;
  onClose: () => void;
  onAddToList: () => void;
}) {
  const { meal } = place;
  const draft = useMealDraft(spaceId, place, onClose);
  const remove = useDeleteMeal(spaceId);
  const title = `${MEAL_SLOT_LABELS[place.slot]} · ${dayTitle(place.date)}`;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())} title={title}>
      <form noValidate onSubmit={draft.save} className="flex flex-col gap-4">
        <TextField
          label="Nom du repas"
          placeholder="Gratin de courgettes"
          value={draft.name}
          autoComplete="off"
          autoFocus
          error={draft.error.name}
          onChange={(event) => draft.setName(event.target.value)}
        />
        <TextAreaField
          label="Ingrédients (facultatif)"
          hint="Un par ligne, avec la quantité si besoin : « 2 x courgettes »"
          rows={5}
          value={draft.ingredients}
          error={draft.error.ingredients}
          onChange={(event) => draft.setIngredients(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          {meal ? (
            <Button
              type="button"
              variant="ghost"
              className="mr-auto text-red-600 dark:text-red-400"
              busy={remove.isPending}
              onClick={() =>
                remove.mutate(place, {
                  onSuccess: () => {
                    toast.success(MEAL_TOASTS.deleted);
                    onClose();
                  },
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              Supprimer
            </Button>
          ) : null}
          {meal && meal.ingredients.length > 0 ? (
            <Button type="button" variant="outline" onClick={onAddToList}>
              {MEAL_MESSAGES.addToList}
            </Button>
          ) : null}
          <Button type="submit" busy={draft.pending}>
            Enregistrer
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The dialog's fields, checked by the meal rules on « Enregistrer », then saved. */
function useMealDraft(spaceId: string, place: MealPlace, onClose: () => void) {
  const save = useSaveMeal(spaceId);
  const [name, setNameValue] = useState(place.meal?.name ?? '');
  const [ingredients, setIngredientsValue] = useState(place.meal?.ingredients.join('\n') ?? '');
  const [error, setError] = useState<{ name?: string; ingredients?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = mealWriteSchema.safeParse({ name, ingredients: pastedLines(ingredients) });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setError({
        name: issues.find((issue) => issue.path[0] === 'name')?.message,
        ingredients: issues.find((issue) => issue.path[0] === 'ingredients')?.message,
      });
      return;
    }
    save.mutate(
      { date: place.date, slot: place.slot, meal: parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (failure) => toast.error(errorMessage(failure)),
      },
    );
  };
  return {
    name,
    setName: (value: string) => {
      setNameValue(value);
      setError({});
    },
    ingredients,
    setIngredients: (value: string) => {
      setIngredientsValue(value);
      setError({});
    },
    error,
    save: submit,
    pending: save.isPending,
  };
}
