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
import { noteServerAnswered } from './network.ts';
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
  const connection = new LiveConnection(spaceId, profileId, handlers);
  connection.start();
  return () => connection.stop();
}

/**
 * The connection's state: the socket (one at a time), the reconnection attempt, and the timers of
 * the retry, the ping and the pause of a hidden tab.
 */
class LiveConnection {
  #socket: WebSocket | null = null;
  #attempt = 0;
  #everOpened = false;
  #stopped = false;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #pingTimer: ReturnType<typeof setInterval> | undefined;
  #hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  #status: LiveStatus | null = null;

  readonly #spaceId: string;
  readonly #profileId: string | null;
  readonly #handlers: LiveHandlers;

  constructor(spaceId: string, profileId: string | null, handlers: LiveHandlers) {
    this.#spaceId = spaceId;
    this.#profileId = profileId;
    this.#handlers = handlers;
  }

  start() {
    window.addEventListener('online', this.#onOnline);
    window.addEventListener('offline', this.#onOffline);
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.#open();
  }

  stop() {
    this.#stopped = true;
    clearTimeout(this.#retryTimer);
    clearTimeout(this.#hiddenTimer);
    window.removeEventListener('online', this.#onOnline);
    window.removeEventListener('offline', this.#onOffline);
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#closeSocket();
  }

  #setStatus(next: LiveStatus) {
    if (next === this.#status) return;
    this.#status = next;
    this.#handlers.onStatus(next);
  }

  #open() {
    if (this.#stopped || this.#socket) return;
    clearTimeout(this.#retryTimer);
    if (!navigator.onLine) {
      this.#setStatus('offline');
      return;
    }
    this.#setStatus(this.#everOpened || this.#attempt > 0 ? 'reconnecting' : 'connecting');
    const current = new WebSocket(liveUrl(this.#spaceId, this.#profileId, window.location));
    this.#socket = current;
    let opened = false;

    current.addEventListener('open', () => {
      opened = true;
      // The server is there: the app is online again without waiting for its next probe.
      noteServerAnswered();
      const gap = this.#everOpened || this.#attempt > 0;
      this.#everOpened = true;
      this.#attempt = 0;
      this.#setStatus('online');
      this.#pingTimer = setInterval(() => current.send(LIVE_PING), PING_EVERY_MS);
      if (gap) this.#handlers.onResync();
    });
    current.addEventListener('message', (message) => this.#onMessage(message));
    current.addEventListener('close', (event) => this.#onClose(current, event, opened));
  }

  #onMessage(message: MessageEvent) {
    let data: unknown;
    try {
      data = JSON.parse(String(message.data));
    } catch {
      return;
    }
    const event = readLiveEvent(data);
    if (event) this.#handlers.onEvent(event);
  }

  #onClose(current: WebSocket, event: CloseEvent, opened: boolean) {
    clearInterval(this.#pingTimer);
    if (this.#socket === current) this.#socket = null;
    if (this.#stopped || this.#status === 'paused') return;
    if (LIVE_FINAL_CODES.has(event.code)) {
      this.#stopped = true;
      this.#setStatus('ended');
      this.#handlers.onEnded(event.code, event.reason);
      return;
    }
    this.#scheduleRetry(!opened);
  }

  #scheduleRetry(refusedAtHandshake: boolean) {
    if (!navigator.onLine) {
      this.#setStatus('offline');
      return;
    }
    this.#setStatus('reconnecting');
    const delay = backoffDelay(this.#attempt);
    this.#attempt += 1;
    this.#retryTimer = setTimeout(async () => {
      // A handshake refused by the server is most often an access token that expired while the
      // socket was up: renew it first (a refusal there ends the session and the app signs out).
      if (refusedAtHandshake) await refreshSession();
      this.#open();
    }, delay);
  }

  #closeSocket() {
    clearInterval(this.#pingTimer);
    const current = this.#socket;
    this.#socket = null;
    current?.close(1000);
  }

  #onOnline = () => {
    this.#attempt = 0;
    this.#open();
  };

  #onOffline = () => {
    clearTimeout(this.#retryTimer);
    this.#closeSocket();
    this.#setStatus('offline');
  };

  #onVisibility = () => {
    clearTimeout(this.#hiddenTimer);
    if (document.visibilityState === 'hidden') {
      this.#hiddenTimer = setTimeout(() => {
        this.#setStatus('paused');
        this.#closeSocket();
      }, PAUSE_AFTER_HIDDEN_MS);
    } else if (this.#status === 'paused') {
      this.#attempt = 0;
      this.#open();
    }
  };
}
