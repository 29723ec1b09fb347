/**
 * The lists' toasts, without zod: the offline list writes that the app registers at start-up
 * (web/src/features/lists/api/write-items.ts) show them, and the entry must not carry zod for it
 * (docs/decisions/021-planning-first-visit.md); `lists.ts` re-exports them.
 */

/** Toasts (docs/product.md#lists); rename and delete go beyond the original product. */
export const LIST_TOASTS = {
  created: 'Liste créée',
  renamed: 'Liste modifiée',
  deleted: 'Liste supprimée',
  createFailed: 'Impossible de créer la liste. Veuillez réessayer.',
  itemAddFailed: "Impossible d'ajouter l'élément",
  itemUpdateFailed: "Impossible de modifier l'élément",
  itemDeleteFailed: "Impossible de supprimer l'élément",
  /** With « Annuler » for a few seconds (docs/product.md#undo). */
  itemDeleted: 'Élément supprimé',
} as const;
