/**
 * One live connection to the active family space (docs/architecture.md#realtime). The server sends
 * only "this area changed" events; the app refetches through the API. This module owns the socket's
 * life: reconnecting with exponential backoff and jitter, pausing while the tab has been hidden for a
 * while, and telling the app when it must refetch everything (after any gap in the stream).
 */
import {
  LIVE_FINAL_CODES,
  LIVE_PING,
  type LiveEvent,
  readLiveEvent,
} from '#domain/live-protocol.ts';
import { refreshSession } from './session.ts';

/** What the banner shows: nothing while online, else offline or reconnecting. */
export type LiveStatus = 'connecting' | 'online' | 'reconnecting' | 'offline' | 'paused' | 'ended';

export interface LiveHandlers {
  onEvent(event: LiveEvent): void;
  /** The stream had a gap (reconnected, or woke from a pause): refetch the space's data. */
  onResync(): void;
  onStatus(status: LiveStatus): void;
  /** The server closed for good (member removed, space deleted, session over), with its French reason. */
  onEnded(code: number, reason: string): void;
}

const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** Keeps intermediaries from dropping an idle socket; answered by the hub without waking it. */
const PING_EVERY_MS = 25_000;
/** A tab hidden this long lets its socket go, so a forgotten tab does not hold a connection. */
const PAUSE_AFTER_HIDDEN_MS = 5 * 60_000;

/** Exponential backoff with full jitter: spreads a whole family's reconnections after an outage. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function liveUrl(spaceId: string, profileId: string | null, location: Location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = profileId ? `?profileId=${encodeURIComponent(profileId)}` : '';
  return `${scheme}//${location.host}/api/spaces/${encodeURIComponent(spaceId)}/live${query}`;
}

/** Opens and keeps the space's connection until the returned function is called. */
export function connectLive(
  spaceId: string,
  profileId: string | null,
  handlers: LiveHandlers,
): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let everOpened = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let status: LiveStatus | null = null;

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    handlers.onStatus(next);
  };

  const open = () => {
    if (stopped || socket) return;
    clearTimeout(retryTimer);
    if (!navigator.onLine) {
      setStatus('offline');
      return;
    }
    setStatus(everOpened || attempt > 0 ? 'reconnecting' : 'connecting');
    const current = new WebSocket(liveUrl(spaceId, profileId, window.location));
    socket = current;
    let opened = false;

    current.addEventListener('open', () => {
      opened = true;
      const gap = everOpened || attempt > 0;
      everOpened = true;
      attempt = 0;
      setStatus('online');
      pingTimer = setInterval(() => current.send(LIVE_PING), PING_EVERY_MS);
      if (gap) handlers.onResync();
    });

    current.addEventListener('message', (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const event = readLiveEvent(data);
      if (event) handlers.onEvent(event);
    });

    current.addEventListener('close', (event) => {
      clearInterval(pingTimer);
      if (socket === current) socket = null;
      if (stopped || status === 'paused') return;
      if (LIVE_FINAL_CODES.has(event.code)) {
        stopped = true;
        setStatus('ended');
        handlers.onEnded(event.code, event.reason);
        return;
      }
      scheduleRetry(!opened);
    });
  };

  const scheduleRetry = (refusedAtHandshake: boolean) => {
    if (!navigator.onLine) {
      setStatus('offline');
      return;
    }
    setStatus('reconnecting');
    const delay = backoffDelay(attempt);
    attempt += 1;
    retryTimer = setTimeout(async () => {
      // A handshake refused by the server is most often an access token that expired while the
      // socket was up: renew it first (a refusal there ends the session and the app signs out).
      if (refusedAtHandshake) await refreshSession();
      open();
    }, delay);
  };

  const closeSocket = () => {
    clearInterval(pingTimer);
    const current = socket;
    socket = null;
    current?.close(1000);
  };

  const onOnline = () => {
    attempt = 0;
    open();
  };
  const onOffline = () => {
    clearTimeout(retryTimer);
    closeSocket();
    setStatus('offline');
  };
  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(() => {
        setStatus('paused');
        closeSocket();
      }, PAUSE_AFTER_HIDDEN_MS);
    } else if (status === 'paused') {
      attempt = 0;
      open();
    }
  };

  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisibility);
  open();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(hiddenTimer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisibility);
    closeSocket();
  };
}
