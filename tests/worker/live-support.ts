/** Live sockets as a browser opens them, and a way to wait for what they hear. */
import type { LiveEvent } from '../../domain/live-events.ts';
import { ORIGIN, request } from './support.ts';

export interface OpenSocket {
  socket: WebSocket;
  /** Every parsed message received so far, in order. */
  messages: unknown[];
  /** Set when the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first message (already received or to come) that matches, or rejects. */
  next(match: (message: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
}

/** The handshake of `GET /api/spaces/:spaceId/live`, with the cookie and Origin of the app. */
export function liveRequest(
  spaceId: string,
  options: { cookie?: string; origin?: string | null; profileId?: string; upgrade?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.upgrade !== false) headers.upgrade = 'websocket';
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  const query = options.profileId ? `?profileId=${options.profileId}` : '';
  return request(`/api/spaces/${spaceId}/live${query}`, { headers });
}

export async function openSocket(
  spaceId: string,
  cookie: string,
  profileId?: string,
): Promise<OpenSocket> {
  const response = await liveRequest(spaceId, { cookie, ...(profileId ? { profileId } : {}) });
  const socket = response.webSocket;
  if (response.status !== 101 || !socket) {
    throw new Error(`live handshake failed: ${response.status} ${await response.text()}`);
  }
  socket.accept();
  const messages: unknown[] = [];
  const waiters = new Set<() => void>();
  socket.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.addEventListener('close', (event) =>
      resolve({ code: event.code, reason: event.reason }),
    );
  });
  return {
    socket,
    messages,
    closed,
    next(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find((m) => match(m as LiveEvent));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found as LiveEvent);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching live message; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}

/**
 * What `socket` heard before the first message that `marker` matches: a negative check that waits
 * for an event, not a delay. The hub sends each socket its messages in the order the Worker announced
 * them, so a later write the socket does hear (the marker) arrives after anything announced before it.
 */
export async function heardBefore(
  socket: OpenSocket,
  marker: (message: LiveEvent) => boolean,
): Promise<unknown[]> {
  const found = await socket.next(marker);
  return socket.messages.slice(0, socket.messages.indexOf(found));
}
