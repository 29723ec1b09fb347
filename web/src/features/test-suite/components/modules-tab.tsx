import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import { TextAreaField } from '../../../ui/field.tsx';
import { CHECKLIST, PRIORITY_LABELS, type TestCase, type TestModule } from '../lib/checklist.ts';
import {
  recordNotes,
  recordResult,
  STATUS_LABELS,
  statusOf,
  summarize,
  type TestSession,
  type TestStatus,
} from '../lib/test-session.ts';
import { ProgressBar } from './progress-bar.tsx';

const STATUSES: readonly TestStatus[] = ['passed', 'failed', 'skipped', 'pending'];

/** What a chosen status looks like: a word first, the colour only repeats it. */
const STATUS_TONES: Record<TestStatus, string> = {
  passed:
    'peer-checked:border-green-700 peer-checked:bg-green-100 peer-checked:text-green-900 dark:peer-checked:border-green-400 dark:peer-checked:bg-green-950 dark:peer-checked:text-green-100',
  failed:
    'peer-checked:border-red-700 peer-checked:bg-red-100 peer-checked:text-red-900 dark:peer-checked:border-red-400 dark:peer-checked:bg-red-950 dark:peer-checked:text-red-100',
  skipped:
    'peer-checked:border-amber-700 peer-checked:bg-amber-100 peer-checked:text-amber-900 dark:peer-checked:border-amber-400 dark:peer-checked:bg-amber-950 dark:peer-checked:text-amber-100',
  pending: 'peer-checked:border-primary peer-checked:bg-accent-soft peer-checked:text-accent',
};

/** The 12 modules, each opening onto its test cases with their status and notes. */
export function ModulesTab({
  session,
  onChange,
}: {
  session: TestSession;
  onChange: (session: TestSession) => void;
}) {
  return (
    <ul className="flex flex-col gap-3">
      {CHECKLIST.map((module) => (
        <li key={module.id}>
          <ModuleCard module={module} session={session} onChange={onChange} />
        </li>
      ))}
    </ul>
  );
}

function ModuleCard({
  module,
  session,
  onChange,
}: {
  module: TestModule;
  session: TestSession;
  onChange: (session: TestSession) => void;
}) {
  const summary = summarize(
    session,
    module.cases.map((testCase) => testCase.id),
  );
  return (
    <Card asChild className="p-0">
      <details className="group/module">
        <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl p-4 [&::-webkit-details-marker]:hidden">
          <span className="flex min-w-0 flex-1 flex-col gap-1.5">
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-semibold text-app">{module.name}</span>
              <span className="shrink-0 text-sm text-muted">
                {summary.passed}/{summary.total} réussis
              </span>
            </span>
            <ProgressBar value={summary.passed} max={summary.total} />
          </span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted transition-transform group-open/module:rotate-180"
          />
        </summary>
        <div className="flex flex-col gap-3 border-t border-app p-4">
          <p className="text-sm text-muted">{module.description}</p>
          {module.cases.map((testCase) => (
            <CaseItem
              key={testCase.id}
              testCase={testCase}
              moduleId={module.id}
              session={session}
              onChange={onChange}
            />
          ))}
        </div>
      </details>
    </Card>
  );
}

function CaseItem({
  testCase,
  moduleId,
  session,
  onChange,
}: {
  testCase: TestCase;
  moduleId: string;
  session: TestSession;
  onChange: (session: TestSession) => void;
}) {
  const titleId = useId();
  const status = statusOf(session, testCase.id);
  const notes = session.results[testCase.id]?.notes ?? '';
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-app bg-surface-muted p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold text-app">
          {testCase.name}
        </h3>
        <Badge tone={testCase.priority === 'critical' ? 'admin' : 'neutral'}>
          {PRIORITY_LABELS[testCase.priority]}
        </Badge>
        {testCase.automated ? <Badge tone="active">Automatisé</Badge> : null}
      </div>
      <CaseSteps testCase={testCase} />
      <StatusChoice
        testCase={testCase}
        status={status}
        onChoose={(value) =>
          onChange(
            recordResult(session, { testId: testCase.id, moduleId, status: value }, new Date()),
          )
        }
      />
      <TextAreaField
        label="Notes"
        rows={2}
        defaultValue={notes}
        onBlur={(event) => {
          if (event.currentTarget.value !== notes) {
            onChange(
              recordNotes(
                session,
                { testId: testCase.id, moduleId, notes: event.currentTarget.value },
                new Date(),
              ),
            );
          }
        }}
      />
    </article>
  );
}

/** What the case needs, its steps and what should follow. */
function CaseSteps({ testCase }: { testCase: TestCase }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div>
        <dt className="font-semibold text-app">Prérequis</dt>
        <dd className="text-muted">{testCase.prerequisites}</dd>
      </div>
      <div>
        <dt className="font-semibold text-app">Étapes</dt>
        <dd>
          <ol className="list-decimal pl-5 text-muted">
            {testCase.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-app">Résultat attendu</dt>
        <dd className="text-muted">{testCase.expected}</dd>
      </div>
    </dl>
  );
}

/** The case's status as four radio tiles. */
function StatusChoice({
  testCase,
  status,
  onChoose,
}: {
  testCase: TestCase;
  status: ReturnType<typeof statusOf>;
  onChoose: (status: (typeof STATUSES)[number]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-app">Statut : {testCase.name}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STATUSES.map((value) => (
          <label key={value} className="relative block cursor-pointer">
            <input
              type="radio"
              name={`status-${testCase.id}`}
              value={value}
              checked={status === value}
              onChange={() => onChoose(value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'flex min-h-11 items-center justify-center rounded-xl border-2 border-app bg-surface px-2 text-sm font-medium text-app transition-colors peer-checked:font-bold peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
                STATUS_TONES[value],
              )}
            >
              {STATUS_LABELS[value]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
