import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { dayTitle } from '#domain/french.ts';
import { isUuid } from '#domain/ids.ts';
import { MEAL_MESSAGES, MEAL_SLOT_LABELS, type MealSlot } from '#domain/meals.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { selectedProfileId } from '../../../lib/selected-profile.ts';
import { useStoredValue } from '../../../lib/stored-value.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { allListsQueryOptions } from '../../lists/public.ts';
import { useMealsToList } from '../api/meals.ts';

/** What to add: the week of a day, or one meal. */
export type ToListTarget = { week: string } | { meal: { date: string; slot: MealSlot } };

/**
 * « Ajouter les ingrédients à la liste »: the space's shopping lists to choose from (every list of
 * the space when it has none of that kind); the toast says what was added and what was raised.
 */
export function ToListDialog({
  spaceId,
  target,
  onClose,
}: {
  spaceId: string;
  target: ToListTarget;
  onClose: () => void;
}) {
  const lists = useQuery(allListsQueryOptions());
  const ofSpace = (lists.data ?? []).filter((list) => list.spaceId === spaceId);
  const shopping = ofSpace.filter((list) => list.type === 'shopping');
  const choices = shopping.length > 0 ? shopping : ofSpace;
  const [chosen, setChosen] = useState<string>('');
  const listId = chosen || choices[0]?.id || '';
  const profileId = useStoredValue(selectedProfileId);
  const add = useMealsToList(spaceId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { listId, ...target, profileId: profileId && isUuid(profileId) ? profileId : null },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  const what =
    'week' in target
      ? 'Les ingrédients des repas de la semaine'
      : `Les ingrédients du ${MEAL_SLOT_LABELS[target.meal.slot].toLowerCase()} du ${dayTitle(target.meal.date)}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={MEAL_MESSAGES.addToList}
      description={`${what} : ce qui manque est ajouté, les quantités sont fusionnées avec celles déjà sur la liste.`}
    >
      {lists.isPending ? (
        <Spinner label="Chargement des listes..." />
      ) : choices.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p className="text-app">{MEAL_MESSAGES.noShoppingList}</p>
          <Button asChild variant="outline" className="self-start">
            <Link to={paths.newList}>Créer une liste</Link>
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <SelectField
            label="Liste"
            value={listId}
            onChange={(event) => setChosen(event.currentTarget.value)}
          >
            {choices.map((list) => (
              <option key={list.id} value={list.id}>
                {list.title}
              </option>
            ))}
          </SelectField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" busy={add.isPending}>
              Ajouter
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
