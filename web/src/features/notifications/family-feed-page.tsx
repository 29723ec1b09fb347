import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { loadState, OFFLINE_TEXTS } from '../../lib/network.ts';
import { paths } from '../../lib/paths.ts';
import { Card } from '../../ui/card.tsx';
import { ScreenHeader } from '../../ui/screen-header.tsx';
import { ItemSkeletons, LoadError, OfflineState } from '../../ui/state-views.tsx';
import { type FamilyChange, useFamilyChanges } from './api/get-family-changes.ts';
import { EmptyCard } from './components/empty-card.tsx';
import { exactTime, relativeTime, useNow } from './lib/time.ts';

/**
 * /fil, « Fil de la famille » (docs/decisions/071-family-change-feed.md): what each member added,
 * moved, cancelled or handed over in the planning, for any date, newest first; the live updates of
 * the planning refresh it.
 */
export function FamilyFeedPage() {
  return (
    <>
      <ScreenHeader title="Fil de la famille" backTo={paths.notifications} />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 pt-4 pb-6">
        <p className="text-sm text-muted">
          Les ajouts, déplacements, annulations et passages de relais de chacun, quelle que soit la
          date concernée.
        </p>
        <FeedLines />
      </main>
    </>
  );
}

function FeedLines() {
  const query = useFamilyChanges();
  const now = useNow();
  if (loadState(query) === 'offline') {
    return <OfflineState message={OFFLINE_TEXTS.feed} onRetry={() => void query.refetch()} />;
  }
  if (query.isError && !query.data) {
    return <LoadError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <ItemSkeletons count={3} />;
  if (query.data.length === 0) {
    return (
      <EmptyCard emoji="📰" title="Rien de nouveau pour l'instant">
        Quand quelqu'un ajoute, déplace ou annule un événement, vous le lirez ici.
      </EmptyCard>
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Changements de la famille">
      {query.data.map((line) => (
        <li key={line.id}>
          <FeedLine line={line} now={now} />
        </li>
      ))}
    </ul>
  );
}

function FeedLine({ line, now }: { line: FamilyChange; now: Date }) {
  const body = (
    <>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-app">{line.title}</span>
        {line.description ? <span className="text-sm text-muted">{line.description}</span> : null}
        <time dateTime={line.at} title={exactTime(line.at)} className="text-xs text-muted">
          {relativeTime(line.at, now)}
        </time>
      </span>
      {line.taskId ? (
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      ) : null}
    </>
  );
  const className = 'flex items-center gap-3 px-4 py-3';
  if (!line.taskId) return <Card className={className}>{body}</Card>;
  return (
    <Card asChild className={`${className} transition-colors hover:bg-surface-muted`}>
      <Link to={paths.task(line.taskId)}>{body}</Link>
    </Card>
  );
}
