/**
 * What Réglages and the planning say of a followed calendar: when it was last read and why a refresh
 * failed, and on which days of the family's zone its events fall.
 */
import { describe, expect, it } from 'vitest';
import type { SubscribedEvent, SubscriptionSummary } from '../../domain/calendar-subscriptions.ts';
import { refreshLine } from '../../web/src/features/family/components/calendar-subscriptions-section.tsx';
import { eventsByDay } from '../../web/src/features/planning/components/subscribed-events.tsx';

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
