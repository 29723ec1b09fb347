/**
 * Comments on an event (« Je ne peux pas ce jour-là, tu peux ? »), where the family talks about it:
 * docs/decisions/075-event-comments.md. Shared by the Worker (the route) and the SPA (the form).
 */
import { z } from './validation.ts';

/** Long enough for a paragraph; a comment is not a document. */
export const COMMENT_MAX_LENGTH = 1000;
/** The thread an event keeps: the oldest go first once it is full. */
export const COMMENTS_SHOWN = 100;

export const COMMENT_MESSAGES = {
  title: 'Commentaires',
  empty: 'Aucun commentaire. Une question, un empêchement ? Dites-le ici.',
  label: 'Votre commentaire',
  placeholder: 'Je ne peux pas ce jour-là, tu peux ?',
  send: 'Envoyer',
  sending: 'Envoi…',
  bodyRequired: 'Écrivez votre commentaire',
  bodyTooLong: `Un commentaire fait au plus ${COMMENT_MAX_LENGTH} caractères`,
  taskNotFound: 'Cet événement n’existe plus',
  commentNotFound: 'Ce commentaire n’existe plus',
  notYours: 'Seul son auteur peut supprimer ce commentaire',
  deleted: 'Commentaire supprimé',
  deleteLabel: 'Supprimer mon commentaire',
  deleteConfirm: 'Supprimer ce commentaire ?',
  loadFailed: 'Impossible de charger les commentaires',
  sendFailed: 'Impossible d’envoyer le commentaire',
  deleteFailed: 'Impossible de supprimer le commentaire',
} as const;

export const commentSchema = z.strictObject({
  body: z
    .string(COMMENT_MESSAGES.bodyRequired)
    .trim()
    .min(1, COMMENT_MESSAGES.bodyRequired)
    .max(COMMENT_MAX_LENGTH, COMMENT_MESSAGES.bodyTooLong),
});

export type CommentInput = z.input<typeof commentSchema>;

/** A comment as the API answers it. */
export interface EventComment {
  id: string;
  body: string;
  authorName: string;
  /** The writer is the one asking: they may delete it. */
  mine: boolean;
  createdAt: string;
}
