/**
 * Hono's default router tries its RegExpRouter (one regular expression per method, built once) and
 * silently falls back to the TrieRouter, which walks the tree on every request, as soon as one path
 * overlaps another in a way the expression cannot say: a fixed segment beside a parameter after an
 * earlier parameter (`lists/suggestions` beside `lists/:listId`). Every route of the app must fit.
 */
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';

describe('the routes', () => {
  it('all fit the RegExpRouter, so no request walks the slower tree', () => {
    const router = new RegExpRouter<string>();
    for (const route of app.routes) router.add(route.method, route.path, route.path);
    // The expression is built at the first match: an overlap throws there, naming its path.
    expect(() => router.match('GET', '/api/health')).not.toThrow();
    expect(app.routes.length).toBeGreaterThan(100);
  });

  it('still answer the add field’s history beside the lists, not under them', async () => {
    const router = new RegExpRouter<string>();
    for (const route of app.routes) router.add(route.method, route.path, route.path);
    const [handlers] = router.match('GET', '/api/spaces/s1/item-suggestions');
    expect(handlers.map(([path]) => path)).toContain('/api/spaces/:spaceId/item-suggestions');
  });
});
