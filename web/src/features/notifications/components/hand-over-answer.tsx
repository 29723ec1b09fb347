import { useState } from 'react';
import { HAND_OVER_MESSAGES, HAND_OVER_WORD_MAX } from '#domain/hand-over.ts';
import type { HandOverAnswer as Answer } from '#domain/notification-types.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { useRequest } from '../../../ui/form.tsx';
import type { NotificationItem } from '../api/get-notifications.ts';
import { useAnswerHandOver } from '../api/write-notifications.ts';

const LABELS = {
  accepted: { button: 'Accepter', title: 'Accepter ce relais', done: 'Acceptée' },
  declined: { button: 'Refuser', title: 'Refuser ce relais', done: 'Refusée' },
} as const;

/**
 * Under a hand-over notice (docs/decisions/078-hand-over-answers.md): « Accepter » / « Refuser »,
 * each asking for an optional word before it is sent; once answered, the answer alone.
 */
export function HandOverAnswer({ item }: { item: NotificationItem }) {
  const [asked, setAsked] = useState<Answer | null>(null);
  if (item.type !== 'assigned' || !item.relatedId) return null;
  if (item.answer) {
    return (
      <p className="px-3 pb-3 text-sm font-semibold text-muted sm:px-4">
        {LABELS[item.answer].done}
      </p>
    );
  }
  return (
    <div className="flex gap-2 px-3 pb-3 sm:px-4">
      <Button size="sm" onClick={() => setAsked('accepted')}>
        {LABELS.accepted.button}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setAsked('declined')}>
        {LABELS.declined.button}
      </Button>
      <Dialog
        open={asked !== null}
        onOpenChange={(open) => (open ? null : setAsked(null))}
        title={asked ? LABELS[asked].title : ''}
        description={item.title}
      >
        {asked ? (
          <AnswerForm
            item={item}
            spaceId={item.spaceId}
            answer={asked}
            onDone={() => setAsked(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function AnswerForm({
  item,
  spaceId,
  answer,
  onDone,
}: {
  item: NotificationItem;
  spaceId: string;
  answer: Answer;
  onDone: () => void;
}) {
  const [word, setWord] = useState('');
  const send = useAnswerHandOver(spaceId);
  const request = useRequest({
    request: send.mutateAsync,
    onSuccess: (result: { message: string }) => {
      toast.success(result.message);
      onDone();
    },
    errorToast: HAND_OVER_MESSAGES.failed,
  });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = word.trim();
        void request.run({ id: item.id, answer, ...(trimmed ? { word: trimmed } : {}) });
      }}
    >
      <TextAreaField
        label="Un mot (facultatif)"
        value={word}
        maxLength={HAND_OVER_WORD_MAX}
        onChange={(event) => setWord(event.target.value)}
        placeholder={answer === 'declined' ? 'Je ne peux pas ce jour-là' : 'Pas de souci'}
      />
      <Button
        type="submit"
        variant={answer === 'declined' ? 'danger' : 'primary'}
        busy={request.busy}
      >
        {LABELS[answer].button}
      </Button>
    </form>
  );
}
