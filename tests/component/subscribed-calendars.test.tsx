/**
 * What Réglages and the planning say of a followed calendar: when it was last read and why a refresh
 * failed, and on which days of the family's zone its events fall.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '#domain/profiles.ts';
import type { SubscribedEvent, SubscriptionSummary } from '../../domain/calendar-subscriptions.ts';
import { calendarSubscriptionKeys } from '../../web/src/features/family/api/calendar-subscriptions.ts';
import {
  CalendarSubscriptionsSection,
  refreshLine,
} from '../../web/src/features/family/components/calendar-subscriptions-section.tsx';
import type { ConflictView } from '../../web/src/features/notifications/api/get-alerts.ts';
import { ConflictDialog } from '../../web/src/features/notifications/components/conflict-dialog.tsx';
import { MonthGrid } from '../../web/src/features/planning/components/month-grid.tsx';
import { eventsByDay } from '../../web/src/features/planning/components/subscribed-events.tsx';
import { profileKeys } from '../../web/src/lib/query-keys.ts';
import { stubFetch } from './support.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');

const club: SubscriptionSummary = {
  id: 'club',
  name: 'Club de judo',
  colour: 'violet',
  url: 'https://club.test/…',
  profileId: null,
  inConflicts: false,
  eventCount: 2,
  lastSuccessAt: '2026-11-24T10:00:00.000Z',
  lastError: null,
};

describe('a followed calendar in Réglages', () => {
  it('says when it was last read, and on failure since when and why', () => {
    expect(refreshLine(club, NOW)).toBe('Mis à jour il y a 3 jours');
    expect(refreshLine({ ...club, lastError: 'Le serveur a répondu 500' }, NOW)).toBe(
      'Dernière mise à jour il y a 3 jours — erreur : Le serveur a répondu 500',
    );
  });
});

const SPACE = '00000000-0000-4000-8000-000000000001';
const LEA = '00000000-0000-4000-8000-000000000002';
const CLUB = '00000000-0000-4000-8000-000000000003';

function profile(id: string, name: string): ProfileView {
  return {
    id,
    spaceId: SPACE,
    name,
    role: 'enfant',
    emoji: '🦊',
    colour: 'vert',
    createdAt: '2026-11-01T08:00:00.000Z',
  };
}

function renderSection(subscriptions: SubscriptionSummary[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(calendarSubscriptionKeys.list(SPACE), subscriptions);
  queryClient.setQueryData(profileKeys.all(SPACE), [profile(LEA, 'Léa')]);
  render(
    <QueryClientProvider client={queryClient}>
      <CalendarSubscriptionsSection spaceId={SPACE} isAdmin />
    </QueryClientProvider>,
  );
}

describe('« Modifier » a followed calendar', () => {
  const followed: SubscriptionSummary = { ...club, id: CLUB };

  it('opens the add dialog filled in, without the address field, and sends the changes as a PATCH', async () => {
    const edited = { ...followed, name: 'Judo de Léa', profileId: LEA, inConflicts: true };
    // One answer for the PATCH and for the list it then refetches.
    const fetch = stubFetch(200, {
      subscription: edited,
      subscriptions: [edited],
      message: 'Calendrier modifié',
    });
    const user = userEvent.setup();
    renderSection([followed]);
    // The section is a disclosure: open it, then the row's « Modifier ».
    const toggle = screen.queryByRole('button', { name: /Calendriers suivis/ });
    if (toggle) await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Modifier le calendrier Club de judo' }));

    const dialog = await screen.findByRole('dialog', { name: 'Modifier le calendrier' });
    const inDialog = within(dialog);
    expect((inDialog.getByLabelText('Nom') as HTMLInputElement).value).toBe('Club de judo');
    expect(inDialog.queryByLabelText('Adresse du calendrier')).toBeNull();
    // A whole-family calendar counts for no one: the switch waits for a person.
    const conflicts = inDialog.getByRole('switch', { name: /Compter dans les conflits/ });
    expect(conflicts.getAttribute('aria-checked')).toBe('false');
    expect((conflicts as HTMLButtonElement).disabled).toBe(true);

    await user.clear(inDialog.getByLabelText('Nom'));
    await user.type(inDialog.getByLabelText('Nom'), 'Judo de Léa');
    await user.click(inDialog.getByRole('radio', { name: /Léa/ }));
    expect((conflicts as HTMLButtonElement).disabled).toBe(false);
    await user.click(conflicts);
    expect(conflicts.getAttribute('aria-checked')).toBe('true');
    await user.click(inDialog.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain(`/api/spaces/${SPACE}/calendar-subscriptions/${CLUB}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Judo de Léa',
      colour: 'violet',
      profileId: LEA,
      inConflicts: true,
    });
  });

  it('offers « Compter dans les conflits » off by default when adding', async () => {
    const user = userEvent.setup();
    renderSection([]);
    const toggle = screen.queryByRole('button', { name: /Calendriers suivis/ });
    if (toggle) await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Ajouter un calendrier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un calendrier' });
    // Adding asks for the address, empty (editing shows the host instead of a field).
    expect(within(dialog).getByLabelText<HTMLInputElement>('Adresse du calendrier').value).toBe('');
    await user.click(within(dialog).getByRole('radio', { name: /Léa/ }));
    const conflicts = within(dialog).getByRole('switch', { name: /Compter dans les conflits/ });
    expect(conflicts.getAttribute('aria-checked')).toBe('false');
  });
});

describe('a followed calendar in the planning', () => {
  const events: SubscribedEvent[] = [
    // 23:30 in Paris on the 25th.
    {
      subscriptionId: 'club',
      uid: 'a',
      title: 'Tard',
      start: '2026-11-25T22:30:00.000Z',
      end: '2026-11-25T23:00:00.000Z',
      allDay: false,
    },
    // 00:30 in Paris on the 26th, still the 25th in UTC.
    {
      subscriptionId: 'club',
      uid: 'b',
      title: 'Tôt',
      start: '2026-11-25T23:30:00.000Z',
      end: '2026-11-26T00:00:00.000Z',
      allDay: false,
    },
    {
      subscriptionId: 'club',
      uid: 'c',
      title: 'Stage',
      start: '2026-11-26',
      end: '2026-11-28',
      allDay: true,
    },
    {
      subscriptionId: 'lea',
      uid: 'd',
      title: 'Danse',
      start: '2026-11-26',
      end: '2026-11-27',
      allDay: true,
    },
  ];
  const lea: SubscriptionSummary = { ...club, id: 'lea', name: 'Danse', profileId: 'p-lea' };

  it('puts timed events on their day of the family zone at its wall-clock time, all-day ones on each day', () => {
    const days = eventsByDay(events, [club], '2026-11-23', '2026-11-29', 'Europe/Paris', null);
    const shown = (day: string) =>
      (days.get(day) ?? []).map((e) => `${e.time ?? 'jour'} ${e.title}`);
    expect(shown('2026-11-25')).toEqual(['23:30 Tard']);
    expect(shown('2026-11-26')).toEqual(['jour Stage', '00:30 Tôt']);
    expect(shown('2026-11-27')).toEqual(['jour Stage']);
    expect(shown('2026-11-28')).toEqual([]);
  });

  it("shows one person's calendar under no filter or that person's, never under another's", () => {
    const titles = (person: string | null) =>
      (
        eventsByDay(events, [club, lea], '2026-11-26', '2026-11-26', 'Europe/Paris', person).get(
          '2026-11-26',
        ) ?? []
      ).map((e) => e.title);
    expect(titles(null)).toContain('Danse');
    expect(titles('p-lea')).toContain('Danse');
    expect(titles('p-hugo')).not.toContain('Danse');
    expect(titles('p-hugo')).toContain('Stage');
  });
});

describe('a conflict with a followed calendar’s event', () => {
  const CAMILLE = '00000000-0000-4000-8000-000000000004';
  const THOMAS = '00000000-0000-4000-8000-000000000005';
  const DENTIST = '00000000-0000-4000-8000-000000000006';
  const work: ConflictView['items'][0] = {
    taskId: `${CLUB}_cal_0e9007ad`,
    occurrenceId: `${CLUB}_cal_0e9007ad`,
    date: '2026-11-28',
    name: 'Réunion d’équipe',
    type: 'autres',
    kind: 'task',
    time: '09:00',
    endTime: '10:00',
    isRecurring: false,
    responsibleIds: [],
    key: `${CLUB}_cal_0e9007ad@2026-11-28T09:00-10:00`,
    calendar: 'Travail de Camille',
  };
  const dentist: ConflictView['items'][1] = {
    ...work,
    taskId: DENTIST,
    occurrenceId: DENTIST,
    name: 'Dentiste',
    type: 'sante',
    time: '09:30',
    responsibleIds: [CAMILLE],
    key: `${DENTIST}@2026-11-28T09:30-10:00`,
    calendar: undefined,
  };
  const alert: ConflictView = {
    type: 'conflict',
    id: `conflict:${CAMILLE}:${CLUB}_cal_0e9007ad:${DENTIST}`,
    date: '2026-11-28',
    dates: ['2026-11-28'],
    adult: { profileId: CAMILLE, name: 'Camille', emoji: '👩', role: 'responsible' },
    items: [work, dentist],
    title: "Conflit d'horaire",
    description: '',
  };

  it('offers only the family’s own item to hand over or move, never the read-only event', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(profileKeys.all(SPACE), [
      { ...profile(CAMILLE, 'Camille'), role: 'parent' },
      { ...profile(THOMAS, 'Thomas'), role: 'parent' },
    ]);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <ConflictDialog alert={alert} spaceId={SPACE} today="2026-11-27" onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const items = () =>
      within(screen.getByRole('group', { name: /Quel élément/ }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent ?? '');
    expect(items()).toHaveLength(1);
    expect(items()[0]).toContain('Dentiste');
    await user.click(screen.getByRole('radio', { name: /Décaler l'heure/ }));
    expect(items()).toHaveLength(1);
    expect(items()[0]).toContain('Dentiste');
    await user.click(screen.getByRole('radio', { name: /C'est voulu, ignorer/ }));
    expect(screen.getByRole('dialog').textContent).toMatch(
      /« Réunion d’équipe » et « Dentiste » restent au planning/,
    );
  });
});

describe('a followed calendar in the month grid', () => {
  it('marks the day with the calendar’s diamond and says its events in the cell’s name', () => {
    const day = '2026-11-26';
    const events = eventsByDay(
      [
        {
          subscriptionId: 'club',
          uid: 'judo',
          title: 'Judo',
          start: '2026-11-26T13:00:00.000Z',
          end: '2026-11-26T14:00:00.000Z',
          allDay: false,
        },
      ],
      [club],
      '2026-11-01',
      '2026-11-30',
      'Europe/Paris',
      null,
    );
    // The grid reads the space's « Zone scolaire » through the spaces query: a space without one.
    stubFetch(200, { spaces: [] });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MonthGrid
          weeks={[
            [
              '2026-11-23',
              '2026-11-24',
              '2026-11-25',
              day,
              '2026-11-27',
              '2026-11-28',
              '2026-11-29',
            ],
          ]}
          month="2026-11-01"
          today="2026-11-24"
          focused="2026-11-24"
          byDay={new Map()}
          holidays={{}}
          subscribed={events}
          loading={false}
          labelledBy="title"
          onMove={() => {}}
          onFocusDay={() => {}}
          onOpen={() => {}}
          onSwipe={() => {}}
        />
      </QueryClientProvider>,
    );
    const cell = document.querySelector(`[data-day="${day}"]`) as HTMLElement;
    expect(cell.textContent).toContain('Club de judo (calendrier suivi) : 14:00 Judo');
    expect(cell.textContent).not.toContain('rien de prévu');
    expect(cell.querySelectorAll('[data-subscribed-mark]').length).toBeGreaterThan(0);
    const empty = document.querySelector('[data-day="2026-11-27"]') as HTMLElement;
    expect(empty.textContent).toContain('rien de prévu');
    expect(empty.querySelectorAll('[data-subscribed-mark]')).toHaveLength(0);
  });
});
