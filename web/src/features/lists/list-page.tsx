import { CloudOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LIST_MESSAGES, type ListItemView, listTypeOf } from '#domain/lists.ts';
import type { SectionId } from '#domain/sections.ts';
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
import { useMoveItem } from './api/sections.ts';
import { useItemsWithPendingWrites, useItemWrites } from './api/write-items.ts';
import { AddItemForm } from './components/add-item-form.tsx';
import { ItemRow } from './components/item-row.tsx';
import { ListActions } from './components/list-actions.tsx';
import { ProgressBadge, ProgressBar } from './components/list-progress.tsx';
import { useMyTodos } from './components/my-todos.tsx';
import { RecentPurchases } from './components/recent-purchases.tsx';
import { ShopPicker, ShopSections } from './components/shop-picker.tsx';
import { LIST_ITEM_TEXTS, LIST_OFFLINE_TEXTS } from './lib/item-writes.ts';
import { useAddressedList } from './lib/use-addressed-list.ts';
import { useTodoRow } from './lib/use-todo-row.tsx';

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
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-3 pb-6">
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

type Me = { id: string; name: string } | null;
type ItemWrites = ReturnType<typeof useItemWrites>;

function ListContent({
  spaceId,
  list,
  items: loaded,
}: {
  spaceId: string;
  list: { id: string; type: string; spaceName: string; shopId: string | null };
  items: ListItemView[];
}) {
  const { spaces } = useActiveSpace();
  const { profile } = useSelectedProfile();
  // The selected profile speaks for this device only in its own space.
  const me: Me = profile && profile.spaceId === spaceId ? profile : null;
  const writes = useItemWrites(spaceId, list.id);
  const online = useOnline();
  const { items: shown, waiting } = useItemsWithPendingWrites(list.id, loaded, online);
  // Ticked items sink below the others, each group in the list's order.
  const items = [
    ...shown.filter((item) => !item.completed),
    ...shown.filter((item) => item.completed),
  ];
  const ticked = items.filter((item) => item.completed);
  const isTodoList = listTypeOf(list.type) === 'tasks';
  const todoOf = useTodoRow(spaceId, list.id, isTodoList);
  const mine = useMyTodos(items, me, isTodoList);
  const row = useItemRow({ spaceId, listId: list.id, me, writes, waiting, todoOf });

  return (
    <>
      <Card asChild className="flex flex-col gap-2 pt-3 pb-0">
        <section aria-label="Éléments">
          {/* The header names the list: one line of progress is enough, for room to the items. */}
          <span className="flex items-center gap-3">
            {spaces.length > 1 ? (
              <span className="truncate text-sm text-muted">{list.spaceName}</span>
            ) : null}
            <ProgressBar completed={ticked.length} total={items.length} />
            <ProgressBadge completed={ticked.length} total={items.length} />
            {listTypeOf(list.type) === 'shopping' ? (
              <ShopPicker spaceId={spaceId} listId={list.id} shopId={list.shopId} />
            ) : null}
            {mine.toggle}
          </span>
          {!online || waiting.size > 0 ? <QueueNotice online={online} /> : null}
          {mine.empty ?? <ItemList spaceId={spaceId} list={list} items={mine.items} row={row} />}
          {ticked.length > 0 ? (
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
          {listTypeOf(list.type) === 'shopping' ? (
            <RecentPurchases
              spaceId={spaceId}
              listId={list.id}
              items={items}
              onAdd={({ text, note }) =>
                writes.add({ itemId: crypto.randomUUID(), text, note, ...by(me) })
              }
            />
          ) : null}
          <StickyAddForm spaceId={spaceId} listId={list.id} writes={writes} me={me} />
        </section>
      </Card>
      <ListReminders spaceId={spaceId} listId={list.id} profileId={me?.id ?? null} />
    </>
  );
}

/** One item's row, wired to the list's writes. */
function useItemRow({
  spaceId,
  listId,
  me,
  writes,
  waiting,
  todoOf,
}: {
  spaceId: string;
  listId: string;
  me: Me;
  writes: ItemWrites;
  waiting: Set<string>;
  todoOf: ReturnType<typeof useTodoRow>;
}) {
  const move = useMoveItem(spaceId, listId);
  return (item: ListItemView, section?: SectionId) => (
    <ItemRow
      item={item}
      waiting={waiting.has(item.id)}
      section={section}
      todo={todoOf(item)}
      onToggle={(value) =>
        writes.toggle({ itemId: item.id, text: item.text, completed: value, ...by(me) })
      }
      onChange={(changes) => {
        if (changes.text !== undefined || changes.note !== undefined) {
          writes.edit({
            itemId: item.id,
            text: changes.text ?? item.text,
            previousText: item.text,
            ...(changes.note !== undefined && {
              note: changes.note,
              previousNote: item.note ?? null,
            }),
          });
        }
        if (changes.section) move.mutate({ itemId: item.id, section: changes.section });
      }}
      onDelete={() => writes.remove(item)}
    />
  );
}

/** Who writes, for « ajouté par » / « coché par ». */
function by(me: Me) {
  return { profileId: me?.id ?? null, profileName: me?.name ?? null };
}

function QueueNotice({ online }: { online: boolean }) {
  return (
    <p className="flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm font-medium text-app">
      <CloudOff aria-hidden="true" className="size-4 shrink-0 text-muted" />
      {online ? LIST_OFFLINE_TEXTS.sending : LIST_OFFLINE_TEXTS.queued}
    </p>
  );
}

/** The items, by aisle on a shopping list. */
function ItemList({
  spaceId,
  list,
  items,
  row,
}: {
  spaceId: string;
  list: { id: string; type: string; shopId: string | null };
  items: ListItemView[];
  row: (item: ListItemView, section?: SectionId) => ReactNode;
}) {
  if (items.length === 0) {
    return (
      <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-muted">
        {LIST_MESSAGES.emptyItems}
      </p>
    );
  }
  if (listTypeOf(list.type) === 'shopping') {
    return <ShopSections spaceId={spaceId} list={list} items={items} renderItem={row} />;
  }
  return (
    <ul className="-mx-1 flex flex-col divide-y divide-[var(--app-border)]">
      {items.map((item) => (
        <li key={item.id}>{row(item)}</li>
      ))}
    </ul>
  );
}

/**
 * The add field, held at the bottom of the screen (above the tab bar on a phone) while the items
 * scroll under it: in the shop, adding never means scrolling back up.
 */
function StickyAddForm({
  spaceId,
  listId,
  writes,
  me,
}: {
  spaceId: string;
  listId: string;
  writes: ItemWrites;
  me: Me;
}) {
  return (
    <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-10 -mx-4 rounded-b-2xl border-t border-app bg-surface px-4 py-1.5 lg:bottom-0">
      <AddItemForm
        spaceId={spaceId}
        listId={listId}
        onAdd={(item) => writes.add({ ...item, ...by(me) })}
        onRestore={(item) => writes.toggle({ ...item, completed: false, ...by(me) })}
      />
    </div>
  );
}
