import { useQuery } from '@tanstack/react-query';
import { BellRing, Plus } from 'lucide-react';
import { useState } from 'react';
import { useActiveSpace } from '../../../lib/active-space.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { loadState, OFFLINE_TEXTS } from '../../../lib/network.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ItemSkeletons, LoadError, OfflineState } from '../../../ui/state-views.tsx';
import { listMemosQueryOptions } from '../api/get-memos.ts';
import { todayIn } from '../lib/dates.ts';
import { MemoFormDialog } from './lazy-dialogs.tsx';
import { MemoList } from './memo-list.tsx';

/**
 * The reminders about a list (memos with its `listId`, docs/product.md#memos), and a way to add one
 * for the selected profile: it then also shows on that profile's To Do List.
 */
export function ListReminders({
  spaceId,
  listId,
  profileId,
}: {
  spaceId: string;
  listId: string;
  /** The selected profile, when it belongs to the list's space (else nobody to remind here). */
  profileId: string | null;
}) {
  const { spaces } = useActiveSpace();
  const today = todayIn(spaces.find((space) => space.id === spaceId)?.timezone);
  const [adding, setAdding] = useState(false);
  const reminders = useQuery(listMemosQueryOptions(spaceId, listId));

  return (
    <Card asChild>
      <section aria-labelledby="reminders-title">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="reminders-title" className="flex items-center gap-2 text-lg font-bold text-app">
            <BellRing aria-hidden="true" className="size-5 text-amber-500" />
            Rappels
          </h2>
          {profileId ? (
            <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Ajouter un rappel
            </Button>
          ) : null}
        </div>
        {loadState(reminders) === 'offline' ? (
          <OfflineState
            inCard
            message={OFFLINE_TEXTS.memos}
            onRetry={() => void reminders.refetch()}
          />
        ) : reminders.isError && !reminders.data ? (
          <LoadError
            inCard
            message={errorMessage(reminders.error)}
            onRetry={() => void reminders.refetch()}
          />
        ) : !reminders.data ? (
          <ItemSkeletons shape="row" count={1} label="Chargement des mémos..." />
        ) : reminders.data.length === 0 ? (
          <p className="text-sm text-muted">Aucun rappel pour cette liste.</p>
        ) : (
          <MemoList memos={reminders.data} spaceId={spaceId} today={today} showList={false} />
        )}
        {profileId ? (
          <MemoFormDialog
            open={adding}
            onOpenChange={setAdding}
            spaceId={spaceId}
            today={today}
            target={{ profileId, listId }}
            addTitle="Ajouter un rappel"
          />
        ) : null}
      </section>
    </Card>
  );
}
