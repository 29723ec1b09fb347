import { useQuery } from '@tanstack/react-query';
import { NotebookPen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { loadState, OFFLINE_TEXTS } from '../../../lib/network.ts';
import { useSelectedProfile } from '../../../lib/profiles.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ItemSkeletons, LoadError, OfflineState } from '../../../ui/state-views.tsx';
import { profileMemosQueryOptions } from '../api/get-memos.ts';
import { todayIn } from '../lib/dates.ts';
import { MemoFormDialog } from './lazy-dialogs.tsx';
import { MemoList } from './memo-list.tsx';

/**
 * The dashboard's "To Do List" (docs/product.md#memos): the selected profile's memos, its list
 * reminders included, with add, edit and delete.
 */
export function TodoListPanel() {
  const { space } = useActiveSpace();
  const { profile } = useSelectedProfile();
  const spaceId = space?.id;
  const profileId = profile?.id;
  const today = todayIn(space?.timezone);
  const [adding, setAdding] = useState(false);
  const memos = useQuery({
    ...profileMemosQueryOptions(spaceId ?? '', profileId ?? ''),
    enabled: Boolean(spaceId && profileId),
  });

  return (
    <Card asChild>
      <section aria-labelledby="todo-title">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="todo-title" className="flex items-center gap-2 text-lg font-bold text-app">
            <NotebookPen aria-hidden="true" className="size-5 text-amber-500" />
            To Do List
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setAdding(true)}
            disabled={!spaceId || !profileId}
          >
            <Plus aria-hidden="true" className="size-4" />
            Ajouter un mémo
          </Button>
        </div>
        {loadState(memos) === 'offline' ? (
          <OfflineState inCard message={OFFLINE_TEXTS.memos} onRetry={() => void memos.refetch()} />
        ) : memos.isError && !memos.data ? (
          <LoadError
            inCard
            message={errorMessage(memos.error)}
            onRetry={() => void memos.refetch()}
          />
        ) : !memos.data || !spaceId ? (
          <ItemSkeletons shape="row" count={2} label="Chargement des mémos..." />
        ) : memos.data.length === 0 ? (
          <p className="rounded-xl bg-surface-muted px-4 py-5 text-center text-muted">
            Aucun mémo pour le moment. Notez ici ce qu'il ne faut pas oublier.
          </p>
        ) : (
          <MemoList memos={memos.data} spaceId={spaceId} today={today} />
        )}
        {spaceId && profileId ? (
          <MemoFormDialog
            open={adding}
            onOpenChange={setAdding}
            spaceId={spaceId}
            today={today}
            target={{ profileId }}
          />
        ) : null}
      </section>
    </Card>
  );
}
