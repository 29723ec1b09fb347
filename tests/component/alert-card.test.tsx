import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AlertView } from '../../web/src/features/notifications/api/get-alerts.ts';
import { AlertCard } from '../../web/src/features/notifications/components/alert-card.tsx';
import { AlertDetailDialog } from '../../web/src/features/notifications/components/alert-detail-dialog.tsx';

const TODAY = '2030-01-09';

const item = {
  date: '2030-01-10',
  type: 'sport',
  kind: 'activity',
  isRecurring: false,
  responsibleIds: ['camille'] as string[],
} as const;

const conflict = {
  type: 'conflict',
  id: 'conflict:camille:a:b',
  date: '2030-01-10',
  dates: ['2030-01-10'],
  adult: { profileId: 'camille', name: 'Camille', emoji: null },
  items: [
    {
      ...item,
      taskId: 'a',
      occurrenceId: 'a',
      name: 'Judo',
      time: '17:00',
      endTime: '18:00',
      key: 'a',
    },
    {
      ...item,
      taskId: 'b',
      occurrenceId: 'b',
      name: 'Dentiste',
      time: '17:30',
      endTime: null,
      key: 'b',
    },
  ],
  title: "Conflit d'horaire",
  description: '« Judo » et « Dentiste » ont lieu en même temps pour Camille.',
} as const satisfies AlertView;

describe('a conflict card', () => {
  it('shows the day and both items with their times', () => {
    render(<AlertCard alert={conflict} today={TODAY} onOpen={() => {}} />);
    const card = screen.getByRole('button', { name: /Conflit d'horaire/ });
    expect(card.textContent).toContain('Demain\u00a0: Judo 17:00–18:00 et Dentiste 17:30');
  });

  it('lets a long name wrap on a phone and keeps only its times on one line', () => {
    const long = 'Déposer les enfants à l’école';
    render(
      <AlertCard
        alert={{ ...conflict, items: [{ ...conflict.items[0], name: long }, conflict.items[1]] }}
        today={TODAY}
        onOpen={() => {}}
      />,
    );
    const times = screen.getByText('17:00–18:00');
    expect(times.className).toContain('whitespace-nowrap');
    expect(times.parentElement?.className).not.toContain('whitespace-nowrap');
    expect(times.parentElement?.textContent).toContain(`${long} 17:00–18:00`);
  });
});

describe("a conflict's detail", () => {
  function openDetail(alert: AlertView) {
    render(
      <MemoryRouter>
        <AlertDetailDialog
          alert={alert}
          today={TODAY}
          onOpenChange={() => {}}
          onResolve={() => {}}
        />
      </MemoryRouter>,
    );
    return screen.getByRole('dialog').textContent ?? '';
  }

  it('says the two items are assigned to an adult', () => {
    expect(openDetail(conflict)).toContain('Les deux sont assignés à');
  });

  it('says the two items concern a child, who is assigned nothing', () => {
    const text = openDetail({
      ...conflict,
      adult: { profileId: 'lea', name: 'Léa', emoji: null, role: 'child' },
    });
    expect(text).toContain('Les deux concernent');
    expect(text).not.toContain('assignés');
  });

  it("says the two items concern the person when one is a followed calendar's event", () => {
    const text = openDetail({
      ...conflict,
      items: [conflict.items[0], { ...conflict.items[1], calendar: 'Club de judo' }],
    });
    expect(text).toContain('Les deux concernent');
  });
});
