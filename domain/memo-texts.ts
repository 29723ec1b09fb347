/**
 * The memo toasts, without zod: the dashboard's To Do List deletes a memo with them
 * (web/src/features/memos/api/write-memo.ts), and its first visit must not carry zod for it
 * (docs/decisions/034-first-visit-by-the-import-graph.md); `memos.ts` re-exports them.
 */

/** The memo toasts (docs/product.md#memos): a title and its description. */
export const MEMO_TOASTS = {
  added: 'Mémo ajouté',
  addedDescription: 'Votre rappel a été enregistré avec succès.',
  updated: 'Mémo modifié',
  updatedDescription: 'Votre rappel a été mis à jour.',
  deleted: 'Mémo supprimé',
  deletedDescription: 'Le rappel a été supprimé.',
  addFailed: "Impossible d'ajouter le mémo",
  updateFailed: 'Impossible de modifier le mémo',
  deleteFailed: 'Impossible de supprimer le mémo',
  failed: 'Une erreur est survenue',
} as const;
