/**
 * The browser side of Foyer's sessions (docs/decisions/004). The tokens live in HttpOnly cookies that
 * no script reads; this module only decides when to ask for a fresh pair:
 * - on a 401 from any route outside /api/auth, POST /api/auth/refresh once (one request shared by
 *   every call that failed at the same moment) and replay the call;
 * - shortly before the access token ends, when a sign-in or a refresh told us when that is;
 * - and when the refresh itself is refused, it tells its listeners that the session is over (the app
 *   then forgets it on this device, lib/sign-out.ts, and the guard sends the family to /login).
 */
import type { Me } from '#domain/auth.ts';
import {
  hasSessionHintIn,
  SESSION_END_REASONS,
  SESSION_HINT_COOKIE,
  type SessionEndReason,
} from '#domain/auth-constants.ts';
import { D1_BOOKMARK_HEADER } from '#domain/d1-bookmark.ts';
import { fetchOrNetworkError } from './network.ts';

/** What login, sign-up and refresh answer. */
export interface SessionGrant {
  user: Me;
  accessExpiresAt: string;
}

/** Refresh this long before the access token ends, so that no call has to meet the 401 first. */
const REFRESH_MARGIN_MS = 60_000;
/** Never schedule closer than this: a clock that disagrees with the server must not make a loop. */
const MIN_REFRESH_DELAY_MS = 10_000;

/** `reason`: why another device ended the sign-in, when the refused refresh said it. */
type Listener = (reason?: SessionEndReason) => void;
const endedListeners = new Set<Listener>();

let inFlight: Promise<boolean> | null = null;
/**
 * Counts sign-ins: a refresh that was already failing when the family signed in (a slow network on
 * the login page) must not end the session that sign-in just opened.
 */
let generation = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let plannedAt: number | undefined;

/** Called whenever the server refuses to refresh: the session is over (signed out elsewhere, expired). */
export function onSessionEnded(listener: Listener): () => void {
  endedListeners.add(listener);
  return () => {
    endedListeners.delete(listener);
  };
}

/**
 * A new access token from the refresh cookie; resolves true when it worked. Concurrent callers share
 * one request: two would rotate the same refresh token twice (the server's grace window allows it,
 * but there is no reason to lean on it inside one tab). A network failure resolves false without
 * ending the session: being offline is not being signed out.
 */
export function refreshSession(): Promise<boolean> {
  inFlight ??= requestRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function requestRefresh(): Promise<boolean> {
  const startedIn = generation;
  let response: Response;
  try {
    // Plain fetch: the typed client goes through fetchWithRefresh, which must not call itself.
    response = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
  } catch {
    return false;
  }
  if (response.ok) {
    const grant = (await response.json().catch(() => null)) as SessionGrant | null;
    if (grant?.accessExpiresAt) scheduleRefresh(grant.accessExpiresAt);
    return true;
  }
  // 5xx: the server is unwell, the session may be fine; anything else means it is over.
  if (response.status < 500 && startedIn === generation) endSession(await endReasonOf(response));
  return false;
}

/** The refusal's `reason` when it names why another device ended the sign-in. */
async function endReasonOf(response: Response): Promise<SessionEndReason | undefined> {
  const body = (await response.json().catch(() => null)) as { error?: { reason?: unknown } } | null;
  const reason = body?.error?.reason;
  return SESSION_END_REASONS.find((known) => known === reason);
}

/** A sign-in (login or sign-up) opened a session: keep it fresh from now on. */
export function startSession(grant: SessionGrant): void {
  generation += 1;
  scheduleRefresh(grant.accessExpiresAt);
}

/** Plans the next refresh for shortly before `accessExpiresAt` (an ISO instant from the API). */
export function scheduleRefresh(accessExpiresAt: string): void {
  const expiresAt = Date.parse(accessExpiresAt);
  if (Number.isNaN(expiresAt)) return;
  stopRefreshing();
  const delay = Math.max(MIN_REFRESH_DELAY_MS, expiresAt - Date.now() - REFRESH_MARGIN_MS);
  plannedAt = Date.now() + delay;
  timer = setTimeout(() => {
    plannedAt = undefined;
    void refreshSession();
  }, delay);
}

/** No more planned refresh: signing out (lib/sign-out.ts), or the session ended. */
export function stopRefreshing(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  plannedAt = undefined;
}

/**
 * A phone that slept or a background tab may wake after the planned time (timers are throttled or
 * frozen there): refresh as soon as the page is visible again.
 */
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (
      document.visibilityState === 'visible' &&
      plannedAt !== undefined &&
      Date.now() >= plannedAt
    ) {
      stopRefreshing();
      void refreshSession();
    }
  });
}

/**
 * The session ended by itself (a refused refresh, the live stream closed for it, a password reset):
 * stop refreshing and tell the app, which forgets it on this device (lib/sign-out.ts).
 */
export function endSession(reason?: SessionEndReason): void {
  stopRefreshing();
  for (const listener of endedListeners) listener(reason);
}

/**
 * Whether this browser holds a session, as far as the session hint cookie says (set and cleared by
 * the server with the session's cookies; `__Host-` prefixed over https). Without it nobody is signed
 * in here and `GET /api/me` would only answer 401.
 */
export function hasSessionHint(): boolean {
  return hasSessionHintIn(document.cookie);
}

function isAuthRoute(input: RequestInfo | URL): boolean {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, window.location.href).pathname.startsWith('/api/auth/');
}

/**
 * The typed client's fetch: a call refused with 401 outside /api/auth is replayed once after a
 * successful refresh; a call that cannot reach the server fails with a NetworkError (lib/network.ts). The client sends a URL and a string (JSON) or FormData body, which can both be
 * sent a second time as they are.
 */
export async function fetchWithRefresh(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const response = await fetchWithBookmark(input, init);
  if (response.status !== 401 || isAuthRoute(input)) return response;
  if (!(await refreshSession())) return response;
  return fetchWithBookmark(input, init);
}

/** The latest D1 bookmark the Worker answered (worker/middleware/db.ts), for this tab. */
let bookmark: string | null = null;

/**
 * A request that carries the latest bookmark, so a read served by a replica sees this browser's own
 * writes, and keeps the newest one answered (bookmarks sort oldest to newest, and answers to
 * parallel requests come back in any order).
 */
async function fetchWithBookmark(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let sent = init;
  if (bookmark) {
    const headers = new Headers(init?.headers);
    headers.set(D1_BOOKMARK_HEADER, bookmark);
    sent = { ...init, headers };
  }
  const response = await fetchOrNetworkError(input, sent);
  const answered = response.headers.get(D1_BOOKMARK_HEADER);
  if (answered && (!bookmark || answered > bookmark)) bookmark = answered;
  return response;
}

/**
 * Forgets the session hint on this browser (the server clears it with the session; this is for a
 * hint it could not clear, e.g. one left after the session's cookies expired): the entry then shows
 * the public pages, not the app (docs/decisions/020-prerendered-public-pages.md).
 */
export function forgetSessionHint(): void {
  const secure = window.location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: gone before the next line's reload (cookieStore is asynchronous)
  document.cookie = secure
    ? `__Host-${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; Secure; SameSite=Lax`
    : `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
