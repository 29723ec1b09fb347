import { CloudOff, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { LIST_TYPE_LABELS } from '#domain/list-types.ts';
import { LIST_MESSAGES, type ListItemView, listTypeOf } from '#domain/lists.ts';
import { useActiveSpace } from '../../lib/active-space.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { OFFLINE_TEXTS, useOnline } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { useSelectedProfile } from '../../lib/profiles.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadError, NotFoundState, OfflineState } from '../../ui/state-views.tsx';
import { ListReminders } from '../memos/public.ts';
import { useItemsWithPendingWrites, useItemWrites } from './api/write-items.ts';
import { AddItemForm } from './components/add-item-form.tsx';
import { ItemRow } from './components/item-row.tsx';
import { ItemSections } from './components/item-sections.tsx';
import { ListActions } from './components/list-actions.tsx';
import { ListSummaryBody } from './components/list-summary.tsx';
import { LIST_ITEM_TEXTS, LIST_OFFLINE_TEXTS } from './lib/item-writes.ts';
import { useAddressedList } from './lib/use-addressed-list.ts';

/** /list/:id and /lists/:id: a list, its items and its reminders (docs/product.md#lists). */
export function ListPage() {
  const navigate = useNavigate();
  const addressed = useAddressedList();
  const { spaceId, data } = addressed;

  return (
    <>
      <ScreenHeader
        title={data?.list.title ?? 'Liste'}
        backTo={paths.lists}
        actions={
          data && spaceId ? (
            <ListActions
              spaceId={spaceId}
              list={data.list}
              itemCount={data.items.length}
              onDeleted={() => navigate(paths.lists, { replace: true })}
            />
          ) : null
        }
      />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-4 pb-6">
        {addressed.notFound ? (
          <NotFoundState title={LIST_MESSAGES.notFound}>
            <Button variant="outline" onClick={() => navigate(paths.lists)}>
              Voir mes listes
            </Button>
          </NotFoundState>
        ) : addressed.offline ? (
          <OfflineState message={OFFLINE_TEXTS.list} onRetry={addressed.refetch} />
        ) : addressed.error ? (
          <LoadError message={errorMessage(addressed.error)} onRetry={addressed.refetch} />
        ) : !data || !spaceId ? (
          <Spinner label="Chargement de la liste..." />
        ) : (
          <ListContent spaceId={spaceId} list={data.list} items={data.items} />
        )}
      </main>
    </>
  );
}

function ListContent({
  spaceId,
  list,
  items: loaded,
}: {
  spaceId: string;
  list: { id: string; type: string; spaceName: string };
  items: ListItemView[];
}) {
  const { spaces } = useActiveSpace();
  const { profile } = useSelectedProfile();
  // The selected profile speaks for this device only in its own space.
  const me = profile && profile.spaceId === spaceId ? profile : null;
  const writes = useItemWrites(spaceId, list.id);
  const online = useOnline();
  const { items: shown, waiting } = useItemsWithPendingWrites(list.id, loaded, online);
  // Ticked items sink below the others, each group in the list's order.
  const items = [
    ...shown.filter((item) => !item.completed),
    ...shown.filter((item) => item.completed),
  ];
  const ticked = items.filter((item) => item.completed);
  const completed = ticked.length;
  const kind = LIST_TYPE_LABELS[listTypeOf(list.type)];
  const row = (item: ListItemView) => (
    <ItemRow
      item={item}
      waiting={waiting.has(item.id)}
      onToggle={(value) =>
        writes.toggle({
          itemId: item.id,
          text: item.text,
          completed: value,
          profileId: me?.id ?? null,
          profileName: me?.name ?? null,
        })
      }
      onEdit={(text) => writes.edit({ itemId: item.id, text, previousText: item.text })}
      onDelete={() => writes.remove(item)}
    />
  );

  return (
    <>
      <Card className="flex flex-col gap-3">
        <ListSummaryBody
          type={list.type}
          title={kind}
          subtitle={spaces.length > 1 ? list.spaceName : undefined}
          completed={completed}
          total={items.length}
        />
      </Card>

      <Card asChild className="flex flex-col gap-3">
        <section aria-label="Éléments">
          <AddItemForm
            spaceId={spaceId}
            listId={list.id}
            onAdd={(item) =>
              writes.add({ ...item, profileId: me?.id ?? null, profileName: me?.name ?? null })
            }
            onRestore={(item) =>
              writes.toggle({
                ...item,
                completed: false,
                profileId: me?.id ?? null,
                profileName: me?.name ?? null,
              })
            }
          />
          {!online || waiting.size > 0 ? (
            <p className="flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm font-medium text-app">
              <CloudOff aria-hidden="true" className="size-4 shrink-0 text-muted" />
              {online ? LIST_OFFLINE_TEXTS.sending : LIST_OFFLINE_TEXTS.queued}
            </p>
          ) : null}
          {items.length === 0 ? (
            <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-muted">
              {LIST_MESSAGES.emptyItems}
            </p>
          ) : listTypeOf(list.type) === 'shopping' ? (
            <ItemSections spaceId={spaceId} listId={list.id} items={items} renderItem={row} />
          ) : (
            <ul className="-mx-1 flex flex-col divide-y divide-[var(--app-border)]">
              {items.map((item) => (
                <li key={item.id}>{row(item)}</li>
              ))}
            </ul>
          )}
          {completed > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              className="self-start text-muted"
              onClick={() => writes.removeMany(ticked)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {LIST_ITEM_TEXTS.clearTicked}
            </Button>
          ) : null}
        </section>
      </Card>

      <ListReminders spaceId={spaceId} listId={list.id} profileId={me?.id ?? null} />
    </>
  );
}
