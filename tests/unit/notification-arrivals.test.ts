/** Which notifications pop up when the live stream says the list changed, and where « Voir » goes. */
import { describe, expect, it } from 'vitest';
import type { NotificationList } from '../../web/src/features/notifications/api/get-notifications.ts';
import { arrivals, arrivalTarget } from '../../web/src/features/notifications/lib/arrivals.ts';

type Item = NotificationList['notifications'][number];

function item(id: string, extra: Partial<Item> = {}): Item {
  return {
    id,
    spaceId: 's',
    profileId: null,
    type: 'reminder',
    title: id,
    description: null,
    relatedId: null,
    read: false,
    createdAt: '2030-01-07T08:00:00.000Z',
    answer: null,
    ...extra,
  };
}

function list(...items: Item[]): NotificationList {
  return { notifications: items, unreadCount: items.filter((i) => !i.read).length };
}

describe('arrivals', () => {
  it('are the unread notifications the list did not hold before', () => {
    const before = list(item('old'));
    const after = list(item('new'), item('read', { read: true }), item('old'));
    expect(arrivals(before, after, '2030-01-07T09:00:00.000Z').map((i) => i.id)).toEqual(['new']);
  });

  it('without a list before, are those created since the stream opened', () => {
    const after = list(
      item('since', { createdAt: '2030-01-07T09:00:01.000Z' }),
      item('earlier', { createdAt: '2030-01-07T08:59:59.000Z' }),
    );
    expect(arrivals(undefined, after, '2030-01-07T09:00:00.000Z').map((i) => i.id)).toEqual([
      'since',
    ]);
  });

  it('are none after a mark read or a delete', () => {
    const before = list(item('a'), item('b'));
    expect(arrivals(before, list(item('a', { read: true })), '')).toEqual([]);
  });
});

describe('« Voir »', () => {
  it('opens the task of a hand-over or a « Fait », else the notifications', () => {
    expect(arrivalTarget({ type: 'assigned', relatedId: 't1' })).toBe('/task/t1');
    expect(arrivalTarget({ type: 'completed', relatedId: 't2' })).toBe('/task/t2');
    expect(arrivalTarget({ type: 'reminder', relatedId: 'm1' })).toBe('/notifications');
    expect(arrivalTarget({ type: 'assigned', relatedId: null })).toBe('/notifications');
  });
});
