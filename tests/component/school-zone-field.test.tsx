/**
 * « Zone scolaire » in « Modifier l'espace » (docs/decisions/050-school-calendar-refresh.md): the
 * zones of the Ministry's calendar in two groups, and for a zone the shipped snapshot lacks, a hint
 * that its dates come with the weekly refresh.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpaceSummary } from '../../domain/spaces.ts';
import { RenameSpaceDialog } from '../../web/src/features/family/components/rename-space-dialog.tsx';
import { stubFetch } from './support.ts';

const SPACE: SpaceSummary = {
  id: '5b6f1c1e-3c1d-4f5e-9a1b-2c3d4e5f6a7b',
  name: 'Famille Martin',
  description: 'Planning familial',
  timezone: 'Europe/Paris',
  schoolZone: null,
  feedSchoolHolidays: false,
  isAdmin: true,
  memberCount: 2,
  profileCount: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the « Zone scolaire » field', () => {
  it('groups the mainland zones and Corse apart from overseas, and saves Corse with its hint shown', async () => {
    const fetch = stubFetch(200, {
      space: { ...SPACE, schoolZone: 'Corse' },
      changed: true,
      message: 'Zone scolaire modifiée',
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RenameSpaceDialog space={SPACE} onClose={() => {}} />
      </QueryClientProvider>,
    );
    const field = screen.getByLabelText('Zone scolaire');
    const mainland = within(field).getByRole('group', { name: 'Métropole' });
    expect(
      within(mainland)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Zone A', 'Zone B', 'Zone C', 'Corse']);
    const overseas = within(field).getByRole('group', { name: 'Outre-mer' });
    expect(
      within(overseas)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toContain('Reunion');

    await user.selectOptions(field, 'Corse');
    screen.getByText(
      'Académie de Corse. Dates reçues du ministère à chaque mise à jour hebdomadaire.',
    );
    await user.selectOptions(field, 'C');
    screen.getByText('Académies de Créteil, Montpellier, Paris, Toulouse, Versailles.');
    await user.selectOptions(field, 'Corse');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ schoolZone: 'Corse' });
  });
});
