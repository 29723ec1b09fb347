/**
 * The month's school holidays under the grid read the periods the weekly refresh stored
 * (docs/decisions/050-school-calendar-refresh.md): a zone the shipped snapshot lacks shows its
 * holidays once the Worker answers them.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpaceSummary } from '../../domain/spaces.ts';
import { MonthSchoolHolidays } from '../../web/src/features/planning/components/month-school-holidays.tsx';

const SPACE: SpaceSummary = {
  id: '5b6f1c1e-3c1d-4f5e-9a1b-2c3d4e5f6a7b',
  name: 'Famille Martin',
  description: 'Planning familial',
  timezone: 'Europe/Paris',
  schoolZone: 'Corse',
  feedSchoolHolidays: false,
  isAdmin: true,
  memberCount: 2,
  profileCount: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(body: unknown) {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

describe('the month’s school holidays', () => {
  it('list Corse’s Christmas holidays of a year only the refresh carries', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/spaces') return json({ spaces: [SPACE] });
      if (path === `/api/spaces/${SPACE.id}/school-holidays`) {
        return json({
          zone: 'Corse',
          periods: [
            {
              zone: 'Corse',
              name: 'Vacances de Noël',
              start: '2026-12-19',
              end: '2027-01-03',
              schoolYear: '2026-2027',
            },
          ],
          refreshedAt: '2026-11-23T03:00:00.000Z',
        });
      }
      return json({});
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MonthSchoolHolidays month="2026-12-01" />
      </QueryClientProvider>,
    );
    const label = await screen.findByText('Vacances de Noël — Corse');
    expect(label.closest('li')?.textContent).toContain('du 19 décembre 2026 au 3 janvier 2027');
  });
});
