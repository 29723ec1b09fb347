/**
 * The facade that stands for sonner until its first message (web/src/lib/toast.ts, decision 021):
 * what it queued is already readable by `getToasts()`, which hands the messages on screen to the
 * next page (« Déconnexion réussie » on /login); once sonner is there, sonner has them, in order.
 */
import { toast as sonner } from 'sonner';
import { describe, expect, it } from 'vitest';
import { toast, toasterWanted } from '../../web/src/lib/toast.ts';

describe('the toast facade', () => {
  it('shows queued messages through getToasts, forgets dismissed ones, and hands the rest to sonner', async () => {
    expect(toasterWanted()).toBe(false);
    expect(toast.getToasts()).toEqual([]);

    const kept = toast.success('Déconnexion réussie', { description: 'À bientôt' });
    const dropped = toast.error('Erreur');
    expect(toasterWanted()).toBe(true);
    expect(toast.getToasts()).toEqual([
      expect.objectContaining({
        id: kept,
        type: 'success',
        title: 'Déconnexion réussie',
        description: 'À bientôt',
      }),
      expect.objectContaining({ id: dropped, type: 'error', title: 'Erreur' }),
    ]);
    toast.dismiss(dropped);
    expect(toast.getToasts().map((shown) => ('title' in shown ? shown.title : null))).toEqual([
      'Déconnexion réussie',
    ]);

    // sonner loaded: the kept message, with the id the facade gave; the dismissed one is gone.
    await expect
      .poll(() =>
        sonner.getToasts().map((shown) => [shown.id, 'title' in shown ? shown.title : null]),
      )
      .toEqual([[kept, 'Déconnexion réussie']]);
    expect(toast.getToasts().map((shown) => shown.id)).toEqual([kept]);
  });
});
