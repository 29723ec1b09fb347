/**
 * « Vacances scolaires dans le calendrier abonné » in « Modifier l'espace »: offered once a zone is
 * chosen, off by default, and sent with the zone when saved.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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

function renderDialog(space: SpaceSummary) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <RenameSpaceDialog space={space} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the school holidays switch of « Modifier l\u2019espace »', () => {
  it('appears once a zone is chosen, off, and is saved with the zone', async () => {
    const fetch = stubFetch(200, {
      space: { ...SPACE, schoolZone: 'C', feedSchoolHolidays: true },
      changed: true,
      message: 'Zone scolaire modifiée',
    });
    const user = userEvent.setup();
    renderDialog(SPACE);
    const name = 'Vacances scolaires dans le calendrier abonné';
    expect(screen.queryByRole('switch', { name: new RegExp(name) })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Zone scolaire'), 'C');
    const toggle = screen.getByRole('switch', { name: new RegExp(name) });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      schoolZone: 'C',
      feedSchoolHolidays: true,
    });
  });
});
