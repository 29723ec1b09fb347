import { type ApiErrorBody, ERROR_MESSAGES, isApiErrorBody } from '#domain/errors.ts';
import { isNetworkError, OFFLINE_MESSAGE } from './network.ts';
import { fetchWithRefresh } from './session.ts';

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

/**
 * A plain JSON request to the Worker, as the typed client of api-client.ts sends it (same-origin
 * cookies, an expired access token renewed and the call replayed), for the prerendered public
 * pages, which do not load the Hono client (docs/decisions/020-prerendered-public-pages.md). The
 * caller names the response's type, from the route (`InferResponseType<typeof api…>`).
 */
export function requestJson<T>(path: `/api/${string}`, json?: unknown): Promise<T> {
  const init: RequestInit = {
    credentials: 'same-origin',
    method: json === undefined ? 'GET' : 'POST',
  };
  if (json !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(json);
  }
  return readJson<T>(fetchWithRefresh(path, init));
}
