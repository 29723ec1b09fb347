import { hc } from 'hono/client';
import { type ApiErrorBody, ERROR_MESSAGES, isApiErrorBody } from '#domain/errors.ts';
import type { AppType } from '../../../worker/app.ts';
import { isNetworkError, OFFLINE_MESSAGE } from './network.ts';
import { fetchWithRefresh } from './session.ts';

/**
 * The typed client of the Worker's routes (docs/architecture.md#shape: a route change that breaks
 * the SPA breaks the type check). Cookies carry the session, so requests stay same-origin with
 * credentials; an expired access token is renewed and the call replayed (lib/session.ts).
 */
export const api = hc<AppType>('/', {
  fetch: fetchWithRefresh,
  init: { credentials: 'same-origin' },
});

/**
 * A failed API call, carrying the French message the server chose for the family. A client that
 * must tell refusals apart reads `reason` (e.g. `code_invalid`), never the message's words.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly reason: string | undefined;

  constructor(status: number, body: ApiErrorBody['error']) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.reason = body.reason;
  }
}

/** What readJson needs of a response: the typed client's responses and fetch's both fit. */
interface JsonResponse<T> {
  ok: boolean;
  status: number;
  json(): Promise<T>;
}

/**
 * Resolves the JSON of a successful response (typed from the route when it comes from `api`), or
 * throws an ApiRequestError carrying the server's French message.
 */
export async function readJson<T>(
  response: JsonResponse<T> | Promise<JsonResponse<T>>,
): Promise<T> {
  const res = await response;
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return body as T;
  if (isApiErrorBody(body)) throw new ApiRequestError(res.status, body.error);
  throw new ApiRequestError(res.status, { code: 'internal', message: ERROR_MESSAGES.internal });
}

/** The French message to show for any failure of an API call (a network error included). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return isNetworkError(error) ? OFFLINE_MESSAGE : ERROR_MESSAGES.internal;
}
