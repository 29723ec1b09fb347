import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { LoadError, NotFoundState } from '../../../ui/state-views.tsx';

interface Loading {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The body of a screen about one task (its detail, its edit form): « Tâche introuvable » with the
 * way back to the planning, else the first failed load with its retry, else a spinner until
 * `children` is given.
 */
export function TaskScreenBody({
  notFound,
  loads,
  children,
}: {
  /** The task is deleted, foreign or unknown (useAddressedTask's 404). */
  notFound: boolean;
  /** What the screen loads, the task first. */
  loads: Loading[];
  /** The screen once everything is there; null while something loads. */
  children: ReactNode;
}) {
  const failed = loads.find((load) => load.isError);
  if (notFound) {
    return (
      <NotFoundState title="Tâche introuvable">
        <Button asChild variant="outline">
          <Link to={paths.planning}>Retour au planning</Link>
        </Button>
      </NotFoundState>
    );
  }
  if (failed) {
    return <LoadError message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />;
  }
  return children ?? <Spinner />;
}
