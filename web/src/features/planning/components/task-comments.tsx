import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { COMMENT_MAX_LENGTH, type EventComment, COMMENT_MESSAGES as T } from '#domain/comments.ts';
import { dayTitleAndTime } from '#domain/french.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmMutation } from '../../../ui/confirm-mutation.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { LinkifiedText } from '../../../ui/linkified-text.tsx';
import { commentsQueryOptions, useAddComment, useDeleteComment } from '../api/task-comments.ts';

/**
 * « Commentaires » of an event (docs/decisions/075-event-comments.md): the family's thread, oldest
 * first, a field to add one, and « Supprimer » on one's own.
 */
export function TaskComments({ spaceId, taskId }: { spaceId: string; taskId: string }) {
  const thread = useQuery(commentsQueryOptions(spaceId, taskId));
  const remove = useDeleteComment(spaceId, taskId);
  const [deleting, setDeleting] = useState<EventComment | null>(null);
  return (
    <Card asChild>
      <section aria-labelledby="comments-title">
        <h2 id="comments-title" className="mb-2 flex items-center gap-2 text-lg font-bold text-app">
          <MessageCircle aria-hidden="true" className="size-5 text-primary" />
          {T.title}
        </h2>
        {thread.isPending ? (
          <p className="py-2 text-sm text-muted" role="status">
            Chargement des commentaires...
          </p>
        ) : thread.isError ? (
          <p className="py-2 text-sm text-red-700 dark:text-red-300" role="alert">
            {T.loadFailed} ({errorMessage(thread.error)})
          </p>
        ) : thread.data.length === 0 ? (
          <p className="py-2 text-sm text-muted">{T.empty}</p>
        ) : (
          <ol className="flex flex-col gap-3 py-2">
            {thread.data.map((comment) => (
              <CommentRow key={comment.id} comment={comment} onDelete={setDeleting} />
            ))}
          </ol>
        )}
        <CommentForm spaceId={spaceId} taskId={taskId} />
        <ConfirmMutation
          subject={deleting}
          onClose={() => setDeleting(null)}
          title={T.deleteConfirm}
          description={(comment) => `« ${comment.body} »`}
          confirmLabel="Supprimer"
          destructive
          request={(comment) => remove.mutateAsync(comment.id)}
          errorToast={{ title: 'Erreur', description: T.deleteFailed }}
        />
      </section>
    </Card>
  );
}

function CommentRow({
  comment,
  onDelete,
}: {
  comment: EventComment;
  onDelete: (comment: EventComment) => void;
}) {
  return (
    <li className="flex items-start gap-2 rounded-xl bg-surface-muted p-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-muted">
          <span className="font-semibold text-app">{comment.authorName}</span>
          {' · '}
          <time dateTime={comment.createdAt}>{dayTitleAndTime(new Date(comment.createdAt))}</time>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-app">
          <LinkifiedText text={comment.body} />
        </p>
      </div>
      {comment.mine ? (
        <Button
          variant="ghost"
          className="min-h-10 min-w-10 px-2"
          aria-label={T.deleteLabel}
          onClick={() => onDelete(comment)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}

function CommentForm({ spaceId, taskId }: { spaceId: string; taskId: string }) {
  const add = useAddComment(spaceId, taskId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') return setError(T.bodyRequired);
    try {
      await add.mutateAsync(body);
      setBody('');
      setError(undefined);
    } catch (failed) {
      setError(errorMessage(failed));
      toast.error('Erreur', { description: T.sendFailed });
    }
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2" noValidate>
      <TextAreaField
        label={T.label}
        placeholder={T.placeholder}
        value={body}
        maxLength={COMMENT_MAX_LENGTH}
        rows={2}
        error={error}
        onChange={(e) => setBody(e.target.value)}
      />
      <Button type="submit" className="self-end" busy={add.isPending} busyLabel={T.sending}>
        {T.send}
      </Button>
    </form>
  );
}
