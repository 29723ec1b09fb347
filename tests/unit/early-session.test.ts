/**
 * The app's entry asks for the session before the app's code has loaded (web/src/main.tsx), and the
 * session query adopts that answer instead of asking again: one request for `/api/me`, not two.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askSessionEarly, takeEarlySession } from '../../web/src/lib/session.ts';
import { meQueryOptions } from '../../web/src/lib/session-queries.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ME = {
  id: 'u1',
  email: 'camille@famille.test',
  firstName: 'Camille',
  lastName: 'Martin',
  displayName: 'Camille Martin',
  emailVerified: true,
};

describe('the session asked for at start-up', () => {
  it('is asked once, and the session query adopts its answer', async () => {
    const asked: string[] = [];
    vi.stubGlobal('document', { cookie: 'foyer_session=1' });
    vi.stubGlobal('window', { location: { href: 'http://localhost/', protocol: 'http:' } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return Response.json(ME);
    });
    askSessionEarly();
    const me = await new QueryClient().fetchQuery(meQueryOptions());
    expect(me).toEqual(ME);
    expect(asked).toEqual(['/api/me']);
    // Taken once: a later read asks the server again.
    expect(takeEarlySession()).toBeUndefined();
  });
});
