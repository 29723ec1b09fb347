/**
 * The home's agenda and the day's rows: a followed calendar's event among the family's items in time
 * order and counted, every person of an item named, the next hand-over still to come, and the
 * selected profile's next reminder.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SubscriptionSummary } from '#domain/calendar-subscriptions.ts';
import type { MemoItem } from '#domain/memos.ts';
import type { ProfileView } from '#domain/profiles.ts';
import type { PlannedListItem } from '#domain/task-completions.ts';
import { nextReminder } from '../../web/src/features/dashboard/components/family-agenda.tsx';
import type { CustodyDayView } from '../../web/src/features/planning/api/custody.ts';
import {
  DayEntryList,
  dayEntries,
  slotCount,
} from '../../web/src/features/planning/components/day-entries.tsx';
import { nextHandover } from '../../web/src/features/planning/components/family-days.tsx';
import type { DayEvent } from '../../web/src/features/planning/components/subscribed-events.tsx';

const camille = { id: 'c', name: 'Camille', emoji: '👩', colour: 'rouge' } as const;
const thomas = { id: 't', name: 'Thomas', emoji: '👨', colour: 'turquoise' } as const;
const lea = { id: 'l', name: 'Léa', emoji: '👧', colour: 'violet' } as const;

function item(name: string, time: string | null, people: Partial<PlannedListItem> = {}) {
  return {
    id: name,
    originalId: name,
    instanceDate: null,
    isRecurring: false,
    kind: 'task',
    spaceId: 's',
    name,
    type: 'ecole',
    date: '2026-12-21',
    time,
    endTime: null,
    allDay: false,
    span: null,
    location: null,
    recurrence: 'none',
    responsibles: [],
    children: [],
    done: false,
    doneBy: null,
    ...people,
  } as unknown as PlannedListItem;
}

const club = { id: 'club', name: 'Club de foot', colour: 'vert' } as SubscriptionSummary;
const training: DayEvent = {
  key: 'club/1',
  title: 'Entraînement U9 (déplacé au jeudi - gymnase)',
  time: '18:00',
  calendar: club,
};

describe("a day's entries", () => {
  it('puts a followed calendar’s event among the items by time, and counts it', () => {
    const items = [item('Déposer Léa', '08:20'), item('Piscine', '19:00')];
    const entries = dayEntries(items, [training]);
    expect(
      entries.map((entry) => (entry.kind === 'item' ? entry.item.name : entry.event.title)),
    ).toEqual(['Déposer Léa', training.title, 'Piscine']);
    expect(slotCount(entries.length)).toBe('3 créneaux');
    expect(slotCount(1)).toBe('1 créneau');
  });

  it('writes the event’s whole title before its calendar, and every person of an item by name', () => {
    const items = [item('Pédiatre', '17:00', { responsibles: [camille, thomas], children: [lea] })];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <DayEntryList entries={dayEntries(items, [training])} label="Aujourd'hui" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rows = within(screen.getByRole('list', { name: "Aujourd'hui" })).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Camille et Thomas');
    expect(rows[0]?.textContent).toContain('Léa');
    const event = rows[1]?.textContent ?? '';
    expect(event.indexOf(training.title)).toBeLessThan(event.indexOf('Club de foot'));
  });
});

function parent(id: string, name: string): ProfileView {
  return { id, spaceId: 's', name, role: 'parent', emoji: '🧑', colour: 'rouge', createdAt: '' };
}

describe('the next hand-over', () => {
  const view = (time: string, from?: ProfileView): CustodyDayView => ({
    patternId: 'p',
    child: null,
    parent: parent('t', 'Thomas'),
    time,
    ...(from ? { handoverFrom: from } : {}),
  });
  const byDay = {
    '2026-11-29': [view('18:00', parent('c', 'Camille'))],
    '2026-11-30': [view('18:00')],
    '2026-12-04': [view('18:00', parent('c', 'Camille'))],
  };

  it('is today’s while its time is ahead, else the next day that has one', () => {
    const before = new Date('2026-11-29T16:00:00Z'); // 17:00 in Paris
    expect(nextHandover(byDay, before, 'Europe/Paris')?.day).toBe('2026-11-29');
    const after = new Date('2026-11-29T18:00:00Z'); // 19:00 in Paris
    expect(nextHandover(byDay, after, 'Europe/Paris')?.day).toBe('2026-12-04');
    expect(nextHandover({ '2026-11-30': [view('18:00')] }, after, 'Europe/Paris')).toBeNull();
  });
});

describe('the next reminder', () => {
  const memo = (text: string, dueAt: string | null, doneAt: string | null = null) =>
    ({ id: text, text, dueAt, doneAt }) as MemoItem;

  it('is the soonest one still to come, of the memos not done', () => {
    const now = new Date('2026-11-29T10:00:00Z');
    const memos = [
      memo('Passé', '2026-11-29T08:00:00Z'),
      memo('Plus tard', '2026-12-02T08:00:00Z'),
      memo('Fait', '2026-11-30T07:00:00Z', '2026-11-28T10:00:00Z'),
      memo('Sans rappel', null),
      memo('Demain', '2026-11-30T08:00:00Z'),
    ];
    expect(nextReminder(memos, now)?.text).toBe('Demain');
    expect(nextReminder([memo('Passé', '2026-11-29T08:00:00Z')], now)).toBeNull();
  });
});
