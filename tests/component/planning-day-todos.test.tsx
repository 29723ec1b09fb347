/**
 * The planning's day with to-dos (docs/decisions/082-shared-to-dos.md): a day whose only entries are
 * « À faire : … » is not an empty day, so it does not say « Aucune tâche prévue pour ce jour » above
 * them; a day with neither items nor to-dos still does.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '#domain/profiles.ts';
import type { SpaceSummary } from '#domain/spaces.ts';
import type { RangeTodo } from '#domain/todos.ts';
import { todayIn } from '../../web/src/features/planning/lib/dates.ts';
import { PlanningPage } from '../../web/src/features/planning/planning-page.tsx';

const SPACE: SpaceSummary = {
  id: '5b6f1c1e-3c1d-4f5e-9a1b-2c3d4e5f6a7b',
  name: 'Famille Martin',
  description: 'Planning familial',
  timezone: 'Europe/Paris',
  schoolZone: null,
  feedSchoolHolidays: false,
  isAdmin: true,
  memberCount: 2,
  profileCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const THOMAS: ProfileView = {
  id: 'p-thomas',
  spaceId: SPACE.id,
  name: 'Thomas',
  role: 'parent',
  emoji: '👨',
  colour: 'turquoise',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** The planning of today, its week answering no item and `todos`. */
function renderPlanning(todos: RangeTodo[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://l')
        .pathname;
      if (path === '/api/spaces') return json({ spaces: [SPACE] });
      if (path === `/api/spaces/${SPACE.id}/profiles`) return json({ profiles: [THOMAS] });
      if (path === `/api/spaces/${SPACE.id}/tasks`) {
        return json({
          spaceId: SPACE.id,
          series: [],
          occurrences: [],
          people: [],
          truncated: false,
          todos,
        });
      }
      if (path === `/api/spaces/${SPACE.id}/calendar-subscriptions/events`) {
        return json({ calendars: [], events: [] });
      }
      if (path === `/api/spaces/${SPACE.id}/custody`) return json({ patterns: [], swaps: [] });
      if (path === `/api/spaces/${SPACE.id}/notifications`) {
        return json({ notifications: [], unreadCount: 0 });
      }
      return json({});
    }),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <PlanningPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the planning’s day', () => {
  it('with only to-dos shows them and not the empty state', async () => {
    const today = todayIn(SPACE.timezone);
    renderPlanning([
      {
        id: 'todo-1',
        listId: 'list-1',
        listTitle: 'Tâches',
        text: 'Renouveler la carte',
        dueDate: today,
        dueTime: null,
        assigneeIds: [THOMAS.id],
      },
    ]);
    const todos = await screen.findByRole('list', { name: 'À faire' });
    expect(within(todos).getByRole('link').textContent).toContain('Renouveler la carte');
    expect(screen.queryByText('Aucune tâche prévue pour ce jour')).toBeNull();
  });

  it('with neither items nor to-dos says it has nothing planned', async () => {
    renderPlanning([]);
    await screen.findByText('Aucune tâche prévue pour ce jour');
    expect(screen.queryByRole('list', { name: 'À faire' })).toBeNull();
  });
});
