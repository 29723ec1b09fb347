import {
  Bell,
  CalendarDays,
  Clock,
  MapPin,
  NotebookText,
  Pencil,
  Repeat,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TaskPerson } from '#domain/task-people.ts';
import type { TaskItem } from '#domain/tasks.ts';
import { cn } from '../../lib/cn.ts';
import { paths } from '../../lib/paths.ts';
import { Card } from '../../ui/card.tsx';
import { LinkifiedText, PlaceLink } from '../../ui/linkified-text.tsx';
import { PersonDot } from '../../ui/person-dot.tsx';
import { HeaderIconButton, ScreenHeader } from '../../ui/screen-header.tsx';
import { useTasksInRange } from './api/get-tasks.ts';
import { DeleteTaskButton } from './components/delete-task.tsx';
import { DoneCard } from './components/done-toggle.tsx';
import { TaskComments } from './components/task-comments.tsx';
import { timeRange } from './components/task-item-card.tsx';
import { TaskMemos } from './components/task-memos.tsx';
import { TaskScreenBody } from './components/task-screen-body.tsx';
import { capitalize, longDay } from './lib/dates.ts';
import { recurrenceSummary } from './lib/recurrence-summary.ts';
import {
  categoryEmoji,
  categoryLabel,
  KIND_LABEL,
  KIND_STYLE,
  leadTimeLabel,
  RECURRENCE_LABELS,
} from './lib/task-display.ts';
import { occurrenceOf, type TaskScreenState, useAddressedTask } from './lib/use-addressed-task.ts';
import { useFamily } from './lib/use-family.ts';

/** « Toutes les 2 semaines le samedi, 10 fois », « Tous les jours le lundi et le mercredi ». */
export function recurrenceText(task: TaskItem): string {
  return recurrenceSummary(task) ?? RECURRENCE_LABELS.none;
}

/** /task/:id: 'Informations' on one task or activity, its memos, and edit and delete. */
export function TaskDetailPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { spaceId, today } = useFamily();
  const { query, notFound, instanceDate } = useAddressedTask(spaceId);
  // Back where the family came from (day or week view), else the planning.
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.planning));
  const task = query.data;
  const occurrence = task ? occurrenceOf(task, instanceDate) : null;

  const actions =
    task && spaceId && occurrence ? (
      <>
        <HeaderIconButton
          label={task.kind === 'task' ? 'Modifier la tâche' : "Modifier l'activité"}
          onClick={() =>
            navigate(
              task.kind === 'task'
                ? paths.editTask(task.originalId)
                : paths.editActivity(task.originalId),
              {
                state: {
                  instanceDate: task.isRecurring ? occurrence : undefined,
                } satisfies TaskScreenState,
              },
            )
          }
        >
          <Pencil aria-hidden="true" className="size-5" />
        </HeaderIconButton>
        <DeleteTaskButton
          spaceId={spaceId}
          task={task}
          occurrence={occurrence}
          onDeleted={() => navigate(paths.planning, { replace: true })}
        />
      </>
    ) : null;

  return (
    <div className="min-h-dvh bg-app">
      <ScreenHeader title="Informations" onBack={goBack} actions={actions} />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-4 pb-10">
        <TaskScreenBody notFound={notFound} loads={[query]}>
          {task && occurrence && spaceId ? (
            <TaskDetails task={task} occurrence={occurrence} today={today} spaceId={spaceId} />
          ) : null}
        </TaskScreenBody>
      </main>
    </div>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group holds only its <dt> and <dd>: the icon sits inside the term, drawn at the left.
    <div className="relative py-2 pl-9">
      <dt className="text-sm text-muted">
        <span aria-hidden="true" className="absolute top-2.5 left-0">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0 font-medium break-words text-app">{children}</dd>
    </div>
  );
}

/** A titled card of the details (Personnes, Notes). */
function DetailCard({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card asChild>
      <section>
        <h2 className="mb-2 flex items-center gap-2 text-lg font-bold text-app">
          {icon}
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function TaskDetails({
  task,
  occurrence,
  today,
  spaceId,
}: {
  task: TaskItem;
  occurrence: string;
  today: string;
  spaceId: string;
}) {
  // This occurrence's « Fait », from its day (shared with the day view's cache).
  const day = useTasksInRange(spaceId, occurrence, occurrence);
  const planned = day.data?.find(
    (item) => item.originalId === task.originalId && item.date === occurrence,
  );
  const notes = (task.notes ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <>
      <TaskSummaryCard task={task} occurrence={occurrence} today={today} />
      <DoneCard item={planned} />
      <PeopleCard task={task} />

      <TaskMemos spaceId={spaceId} taskId={task.originalId} />
      <TaskComments spaceId={spaceId} taskId={task.originalId} />

      {notes.length > 0 ? (
        <DetailCard
          title="Notes"
          icon={<NotebookText aria-hidden="true" className="size-5 text-muted" />}
        >
          <ul className="flex list-disc flex-col gap-1 pl-6 text-app marker:text-muted">
            {notes.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity
              <li key={index}>
                <LinkifiedText text={line} />
              </li>
            ))}
          </ul>
        </DetailCard>
      ) : null}

      <ReminderCard task={task} />
    </>
  );
}

/** The item itself: kind and type, reminder badge, name, description, date, time, place, recurrence. */
function TaskSummaryCard({
  task,
  occurrence,
  today,
}: {
  task: TaskItem;
  occurrence: string;
  today: string;
}) {
  const style = KIND_STYLE[task.kind];
  return (
    <Card asChild className={cn('border-l-4', style.bar)}>
      <section>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold',
              style.soft,
              style.text,
            )}
          >
            <span aria-hidden="true">{categoryEmoji(task.type, task.kind)}</span>
            {KIND_LABEL[task.kind]} · {categoryLabel(task.type)}
          </span>
          {task.hasNotification ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
              <Bell aria-hidden="true" className="size-4" />
              Rappel activé
            </span>
          ) : null}
        </div>
        <h2 className="mt-3 text-2xl font-extrabold tracking-tight break-words text-app">
          {task.name}
        </h2>
        {task.description ? (
          <p className="mt-2 whitespace-pre-line text-muted">
            <LinkifiedText text={task.description} />
          </p>
        ) : null}
        <dl className="mt-3 divide-y divide-[var(--app-border)] border-t border-app">
          <Row icon={<CalendarDays className="size-5" />} label="Date">
            {task.span
              ? `Du ${longDay(task.span.start, today)} au ${longDay(task.span.end, today)}`
              : capitalize(longDay(occurrence, today))}
          </Row>
          <Row icon={<Clock className="size-5" />} label="Heure">
            {task.allDay
              ? 'Toute la journée'
              : task.time
                ? task.span
                  ? `${task.time}${task.endTime ? `, jusqu'à ${task.endTime} le dernier jour` : ''}`
                  : timeRange(task)
                : '—'}
          </Row>
          {task.location ? (
            <Row icon={<MapPin className="size-5" />} label="Lieu">
              <PlaceLink place={task.location} />
            </Row>
          ) : null}
          <Row icon={<Repeat className="size-5" />} label="Récurrence">
            {task.isRecurring ? recurrenceText(task) : 'Aucune'}
          </Row>
        </dl>
      </section>
    </Card>
  );
}

/** One person's own emoji stands for them; several people get the role's. */
function onlyOne(people: readonly TaskPerson[]): TaskPerson | undefined {
  return people.length === 1 ? people[0] : undefined;
}

/** "Personnes": the children it is for and the adults it is assigned to. */
function PeopleCard({ task }: { task: TaskItem }) {
  return (
    <DetailCard title="Personnes" icon={<Users aria-hidden="true" className="size-5 text-muted" />}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="relative flex min-h-16 flex-col justify-center rounded-xl bg-surface-muted p-3 pl-15">
          <dt className="text-sm text-muted">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1/2 left-3 -translate-y-1/2 text-3xl',
                task.children.length === 0 && 'opacity-40 grayscale',
              )}
            >
              {task.children.length === 0 ? '👤' : (onlyOne(task.children)?.emoji ?? '🧒')}
            </span>
            Pour
          </dt>
          <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-app">
            {task.children.length === 0 ? 'Aucun enfant' : null}
            {task.children.map((person) => (
              <span key={person.id} className="inline-flex items-center gap-2">
                <PersonDot colour={person.colour} />
                {person.name}
              </span>
            ))}
          </dd>
        </div>
        <div className="relative flex min-h-16 flex-col justify-center rounded-xl bg-surface-muted p-3 pl-15">
          <dt className="text-sm text-muted">
            <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-3xl">
              {onlyOne(task.responsibles)?.emoji ?? '🧑'}
            </span>
            Assigné à
          </dt>
          <dd className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold text-app">
            {task.responsibles.length === 0 ? 'Non assigné' : null}
            {task.responsibles.map((person) => (
              <span key={person.id} className="inline-flex items-center gap-2">
                <PersonDot colour={person.colour} />
                {person.name}
              </span>
            ))}
          </dd>
        </div>
      </dl>
    </DetailCard>
  );
}

/** The reminder, said in words (on or off, and how long before). */
function ReminderCard({ task }: { task: TaskItem }) {
  return (
    <Card asChild className="flex items-center gap-3">
      <section>
        <span
          aria-hidden="true"
          className="grid size-11 place-items-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-300"
        >
          <Bell className="size-5" />
        </span>
        <p className="flex-1 font-medium text-app">
          {task.hasNotification
            ? // The form's own words (« 1 jour avant »), not « 1440 minutes avant ».
              `Notification ${leadTimeLabel(task.notificationTime)}`
            : 'Aucun rappel pour cet élément'}
        </p>
        {task.hasNotification ? (
          <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800 dark:bg-green-400/15 dark:text-green-200">
            Activé
          </span>
        ) : null}
      </section>
    </Card>
  );
}
