/**
 * The alerts' quick fixes save a single task with what the screen showed of it (`was`), so that the
 * Worker saves it and tells the family in one round trip; an occurrence of a series is sent as
 * before, by its occurrence (docs/decisions/086-every-task-save-tells-in-one-trip.md).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '#domain/profiles.ts';
import type {
  ConflictView,
  UnassignedView,
} from '../../web/src/features/notifications/api/get-alerts.ts';
import { AssignDialog } from '../../web/src/features/notifications/components/assign-dialog.tsx';
import { ConflictDialog } from '../../web/src/features/notifications/components/conflict-dialog.tsx';
import { profileKeys } from '../../web/src/lib/query-keys.ts';
import { stubFetch } from './support.ts';

const SPACE = '00000000-0000-4000-8000-000000000001';
const CAMILLE = '00000000-0000-4000-8000-0000000000c1';
const THOMAS = '00000000-0000-4000-8000-0000000000c2';
const LEA = '00000000-0000-4000-8000-0000000000c3';
const TODAY = '2030-01-09';

const adult = (id: string, name: string): ProfileView => ({
  id,
  spaceId: SPACE,
  name,
  role: 'parent',
  emoji: '🙂',
  colour: 'vert',
  createdAt: '2030-01-01T00:00:00.000Z',
});

/** An item of an alert: a single task of the family (with what the screen showed), or a series'. */
function alertItem(taskId: string, name: string, time: string, series = false) {
  return {
    taskId,
    occurrenceId: series ? `${taskId}_recurring_2030-01-10` : taskId,
    date: '2030-01-10',
    name,
    type: 'ecole',
    kind: 'task',
    time,
    endTime: null,
    isRecurring: series,
    responsibleIds: [] as string[],
    key: taskId,
    ...(!series && {
      single: {
        date: '2030-01-10',
        location: 'Musée',
        childIds: [LEA],
        allDay: false,
        endDate: null,
        hasNotification: true,
        notificationTime: 30,
      },
    }),
  } as const;
}

/** What a single item's `was` says: its day, time, place, people, and every field left as shown. */
const shown = (name: string, time: string, responsables: string[]) => ({
  date: '2030-01-10',
  time,
  location: 'Musée',
  responsables,
  enfants: [LEA],
  name,
  endTime: null,
  allDay: false,
  endDate: null,
  hasNotification: true,
  notificationTime: 30,
});

function renderWith(dialog: React.ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(profileKeys.all(SPACE), [
    adult(CAMILLE, 'Camille'),
    adult(THOMAS, 'Thomas'),
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{dialog}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The PATCH the dialog sent: its path and its JSON body. */
function sentPatch(fetch: ReturnType<typeof stubFetch>) {
  const [url, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH') ?? [];
  return { url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> };
}

const saved = { task: { id: 't' }, conflicts: [], message: 'Tâche modifiée' };

describe("the assignment dialog's save", () => {
  function unassigned(item: ReturnType<typeof alertItem>): UnassignedView {
    return {
      type: 'unassigned',
      id: `unassigned:${item.taskId}`,
      date: item.date,
      dates: [item.date],
      item,
      title: 'Tâche non assignée',
      description: `Aucun responsable n'est assigné à « ${item.name} ».`,
    };
  }

  async function assignThomas(item: ReturnType<typeof alertItem>) {
    const fetch = stubFetch(200, saved);
    const user = userEvent.setup();
    renderWith(
      <AssignDialog
        alert={unassigned(item)}
        spaceId={SPACE}
        today={TODAY}
        onOpenChange={() => {}}
      />,
    );
    await user.click(screen.getByRole('radio', { name: /Thomas/ }));
    await user.click(screen.getByRole('button', { name: 'Assigner' }));
    return sentPatch(fetch);
  }

  it('sends what it showed of a single task beside the adult', async () => {
    const { url, body } = await assignThomas(alertItem('sortie', 'Sortie scolaire', '08:30'));
    expect(url).toContain(`/api/spaces/${SPACE}/tasks/sortie`);
    expect(body).toEqual({
      responsable: THOMAS,
      was: shown('Sortie scolaire', '08:30', []),
    });
  });

  it('sends an occurrence of a series by its day, without `was`', async () => {
    const { body } = await assignThomas(alertItem('ecole', 'École', '08:30', true));
    expect(body).toEqual({ responsable: THOMAS, scope: 'series', instanceDate: '2030-01-10' });
  });
});

describe("the conflict dialog's save", () => {
  const judo = { ...alertItem('judo', 'Judo', '17:00'), responsibleIds: [CAMILLE] };
  const dentist = {
    ...alertItem('dentiste', 'Dentiste', '17:00', true),
    responsibleIds: [CAMILLE],
  };
  const conflict: ConflictView = {
    type: 'conflict',
    id: 'conflict:dentiste:judo',
    date: '2030-01-10',
    dates: ['2030-01-10'],
    adult: { profileId: CAMILLE, name: 'Camille', emoji: '🙂', role: 'responsible' },
    items: [judo, dentist],
    title: "Conflit d'horaire",
    description: '« Judo » et « Dentiste » ont lieu en même temps pour Camille.',
  };

  function renderConflict() {
    const fetch = stubFetch(200, saved);
    renderWith(
      <ConflictDialog alert={conflict} spaceId={SPACE} today={TODAY} onOpenChange={() => {}} />,
    );
    return fetch;
  }

  it('« Qui le reprend ? » on a single task sends what it showed', async () => {
    const fetch = renderConflict();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Judo/ }));
    await user.click(screen.getByRole('radio', { name: /Thomas/ }));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(sentPatch(fetch).body).toEqual({
      responsables: [THOMAS],
      was: shown('Judo', '17:00', [CAMILLE]),
    });
  });

  it("« Décaler l'heure » on a single task sends what it showed", async () => {
    const fetch = renderConflict();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Décaler l'heure/ }));
    await user.click(screen.getByRole('radio', { name: /^Judo/ }));
    const start = screen.getByLabelText('Nouvelle heure');
    await user.clear(start);
    await user.type(start, '18:00');
    await user.click(screen.getByRole('button', { name: 'Décaler' }));
    expect(sentPatch(fetch).body).toEqual({
      time: '18:00',
      endTime: null,
      was: shown('Judo', '17:00', [CAMILLE]),
    });
  });

  it('an occurrence of a series handed over is sent by its day, without `was`', async () => {
    const fetch = renderConflict();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Dentiste/ }));
    await user.click(screen.getByRole('radio', { name: /Thomas/ }));
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(sentPatch(fetch).body).toEqual({
      responsables: [THOMAS],
      scope: 'occurrence',
      instanceDate: '2030-01-10',
    });
  });
});
