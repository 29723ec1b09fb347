import { useQuery } from '@tanstack/react-query';
import { ChevronRight, ClipboardList, Plus, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { LIST_MESSAGES } from '#domain/lists.ts';
import { useActiveSpace } from '../../lib/active-space.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { loadState, OFFLINE_TEXTS } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LoadError, OfflineState } from '../../ui/state-views.tsx';
import { allListsQueryOptions } from './api/get-lists.ts';
import { ListSummaryBody } from './components/list-summary.tsx';

/** /lists: the lists of every space of the user, newest first (docs/product.md#lists). */
export function ListsPage() {
  const lists = useQuery(allListsQueryOptions());
  const state = loadState(lists);
  const { spaces } = useActiveSpace();
  // The space's name tells the lists apart only when there are several spaces.
  const severalSpaces = spaces.length > 1;

  return (
    <>
      <ScreenHeader
        title="Mes listes"
        actions={
          <Button
            asChild
            size="icon"
            aria-label={LIST_MESSAGES.newList}
            title={LIST_MESSAGES.newList}
          >
            <Link to={paths.newList}>
              <Plus aria-hidden="true" className="size-6" />
            </Link>
          </Button>
        }
      />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 pt-4 pb-6">
        <MealsLink />
        {state === 'offline' ? (
          <OfflineState message={OFFLINE_TEXTS.lists} onRetry={() => void lists.refetch()} />
        ) : state === 'error' ? (
          <LoadError message={errorMessage(lists.error)} onRetry={() => void lists.refetch()} />
        ) : state === 'loading' || !lists.data ? (
          <Spinner label={LIST_MESSAGES.loading} />
        ) : lists.data.length === 0 ? (
          <EmptyLists />
        ) : (
          <ul className="flex flex-col gap-3">
            {lists.data.map((list) => (
              <li key={list.id}>
                <Card
                  asChild
                  className="flex flex-col gap-3 transition-colors hover:bg-surface-muted"
                >
                  <Link to={paths.list(list.id)}>
                    <ListSummaryBody
                      type={list.type}
                      title={list.title}
                      subtitle={severalSpaces ? list.spaceName : undefined}
                      completed={list.completedCount}
                      total={list.itemCount}
                      trailing={
                        <ChevronRight
                          aria-hidden="true"
                          className="-mr-1 size-5 shrink-0 text-muted"
                        />
                      }
                    />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}

function EmptyLists() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-2xl bg-accent-soft text-accent"
      >
        <ClipboardList className="size-8" />
      </span>
      <h2 className="text-lg font-bold text-app">{LIST_MESSAGES.empty}</h2>
      <p className="max-w-xs text-muted">
        Courses, tâches, idées de cadeaux : partagez vos listes avec toute la famille.
      </p>
      <Button asChild className="mt-2">
        <Link to={paths.newList}>
          <Plus aria-hidden="true" className="size-5" />
          Créer une liste
        </Link>
      </Button>
    </Card>
  );
}

/** « Menus de la semaine » (web/src/features/meals/): the meals whose ingredients feed the lists. */
function MealsLink() {
  return (
    <Card asChild className="flex items-center gap-3 transition-colors hover:bg-surface-muted">
      <Link to={paths.meals}>
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent"
        >
          <UtensilsCrossed className="size-6" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold text-app">Menus de la semaine</span>
          <span className="text-sm text-muted">Déjeuners, dîners et leurs ingrédients</span>
        </span>
        <ChevronRight aria-hidden="true" className="-mr-1 size-5 shrink-0 text-muted" />
      </Link>
    </Card>
  );
}
