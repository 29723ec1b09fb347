import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ALL_CASES, CHECKLIST } from '../lib/checklist.ts';
import { STATUS_LABELS, summarize, type TestSession } from '../lib/test-session.ts';
import { ProgressBar } from './progress-bar.tsx';

/** How many modules the dashboard shows; the others are one tab away. */
export const DASHBOARD_MODULES = 5;

/** The session at a glance: the success rate, the counts, and the first modules' progress. */
export function DashboardTab({
  session,
  onShowModules,
}: {
  session: TestSession;
  onShowModules: () => void;
}) {
  const summary = summarize(
    session,
    ALL_CASES.map((testCase) => testCase.id),
  );
  const counts = [
    { label: 'Réussis', value: summary.passed },
    { label: 'Échoués', value: summary.failed },
    { label: 'Ignorés', value: summary.skipped },
    { label: STATUS_LABELS.pending, value: summary.pending },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card asChild>
        <section aria-labelledby="test-rate-title" className="flex flex-col gap-3">
          <h2 id="test-rate-title" className="font-semibold text-muted">
            Taux de réussite
          </h2>
          <p className="text-4xl font-extrabold text-app" data-testid="success-rate">
            {summary.successRate} %
          </p>
          <ProgressBar value={summary.passed} max={summary.total} />
          <p className="text-sm text-muted">
            {summary.passed} {summary.passed > 1 ? 'réussis' : 'réussi'} sur {summary.total} tests
          </p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {counts.map((count) => (
              <div key={count.label} className="rounded-xl bg-surface-muted p-3">
                <dt className="text-sm text-muted">{count.label}</dt>
                <dd className="text-2xl font-bold text-app">{count.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Card>
      <section aria-labelledby="test-modules-title" className="flex flex-col gap-3">
        <h2 id="test-modules-title" className="text-lg font-bold text-app">
          Modules
        </h2>
        <ul className="flex flex-col gap-2">
          {CHECKLIST.slice(0, DASHBOARD_MODULES).map((module) => {
            const moduleSummary = summarize(
              session,
              module.cases.map((testCase) => testCase.id),
            );
            return (
              <Card asChild key={module.id} className="flex flex-col gap-2 p-3">
                <li>
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-app">{module.name}</span>
                    <span className="shrink-0 text-sm text-muted">
                      {moduleSummary.passed}/{moduleSummary.total} réussis
                    </span>
                  </div>
                  <ProgressBar value={moduleSummary.passed} max={moduleSummary.total} />
                </li>
              </Card>
            );
          })}
        </ul>
        <Button variant="secondary" onClick={onShowModules}>
          Voir les {CHECKLIST.length} modules
        </Button>
      </section>
    </div>
  );
}
