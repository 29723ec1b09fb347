import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MealSlot, MealsToListInput, MealWriteInput } from '#domain/meals.ts';
import { api, readJson } from '../../../lib/api-client.ts';
import { spaceKeys } from '../../../lib/query-keys.ts';
import { listKeys } from '../../lists/public.ts';

/** The meals' keys under the space's `meals` area, which a `meals.changed` event invalidates. */
export const mealKeys = {
  all: (spaceId: string) => spaceKeys.area(spaceId, 'meals'),
  week: (spaceId: string, monday: string) => [...mealKeys.all(spaceId), 'week', monday] as const,
};

/** The meals of the week starting `monday`, lunch before dinner. */
export function weekMealsQueryOptions(spaceId: string, monday: string) {
  return queryOptions({
    queryKey: mealKeys.week(spaceId, monday),
    queryFn: async () => {
      const { meals } = await readJson(
        api.spaces[':spaceId'].meals.$get({ param: { spaceId }, query: { week: monday } }),
      );
      return meals;
    },
  });
}

/** Plans (or replaces) a day's lunch or dinner (« Repas enregistré »). */
export function useSaveMeal(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { date: string; slot: MealSlot; meal: MealWriteInput }) =>
      readJson(
        api.spaces[':spaceId'].meals[':date'][':slot'].$put({
          param: { spaceId, date: input.date, slot: input.slot },
          json: input.meal,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.all(spaceId) }),
  });
}

/** Removes a planned meal (« Repas supprimé »). */
export function useDeleteMeal(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { date: string; slot: MealSlot }) =>
      readJson(
        api.spaces[':spaceId'].meals[':date'][':slot'].$delete({
          param: { spaceId, date: input.date, slot: input.slot },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.all(spaceId) }),
  });
}

/** « Ajouter les ingrédients à la liste »: the list's screens read it again. */
export function useMealsToList(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MealsToListInput) =>
      readJson(api.spaces[':spaceId'].meals['to-list'].$post({ param: { spaceId }, json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeys.all(spaceId) }),
        queryClient.invalidateQueries({ queryKey: listKeys.acrossSpaces() }),
      ]),
  });
}
