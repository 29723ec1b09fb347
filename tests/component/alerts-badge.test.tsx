/**
 * The Alertes badge, on the tab bar, the side navigation and the home's tile, counts what the Alertes
 * screen holds: the unread notifications and the alerts « À traiter » lists (conflicts, unassigned
 * tasks), and says both in words to a screen reader. The bell counts only the unread.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BottomNav, SideNav } from '../../web/src/app/bottom-nav.tsx';
import { alertKeys, notificationKeys } from '../../web/src/features/notifications/api/keys.ts';
import { activeSpaceId, spacesQueryOptions } from '../../web/src/lib/active-space.ts';

const SPACE = '11111111-1111-4111-8111-111111111111';

/** A client that already holds the space, `unread` unread notifications and the alerts given. */
function clientWith(unread: number, conflicts: number, unassigned: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(spacesQueryOptions().queryKey, [{ id: SPACE, name: 'Famille' }] as never);
  client.setQueryData(notificationKeys.list(SPACE, null), {
    notifications: [],
    unreadCount: unread,
  });
  client.setQueryData(alertKeys.all(SPACE), {
    conflicts: Array.from({ length: conflicts }, (_, index) => ({ id: `c${index}` })),
    unassigned: Array.from({ length: unassigned }, (_, index) => ({ id: `u${index}` })),
    ignored: [],
  });
  return client;
}

function renderNavs(client: QueryClient) {
  activeSpaceId.write(SPACE, { spaceId: SPACE, space: null });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <BottomNav />
        <SideNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('the Alertes badge', () => {
  it('adds the conflicts and unassigned tasks to treat to the unread notifications', async () => {
    renderNavs(clientWith(2, 9, 1));
    const links = await screen.findAllByRole('link', {
      name: 'Alertes (2 non lues, 10 à traiter)',
    });
    expect(links).toHaveLength(2);
    for (const link of links) expect(within(link).queryByText('12')?.textContent).toBe('12');
  });

  it('shows the clashes to treat when every notification is read', async () => {
    renderNavs(clientWith(0, 3, 0));
    const links = await screen.findAllByRole('link', { name: 'Alertes (3 à traiter)' });
    for (const link of links) expect(within(link).queryByText('3')?.textContent).toBe('3');
  });

  it('draws nothing when there is nothing to read nor to treat', () => {
    renderNavs(clientWith(0, 0, 0));
    for (const link of screen.getAllByRole('link', { name: 'Alertes' })) {
      expect(link.textContent).toBe('Alertes');
    }
  });
});
