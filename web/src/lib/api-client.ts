import { hc } from 'hono/client';
import { type ApiErrorBody, ERROR_MESSAGES, isApiErrorBody } from '../../../domain/errors.ts';
import type { AppType } from '../../../worker/app.ts';

/**
 * The typed client of the Worker's routes (DESIGN.md: a route change that breaks the SPA breaks
 * the type check). Cookies carry the session, so requests stay same-origin with credentials.
 */
export const api = hc<AppType>('/', { init: { credentials: 'same-origin' } });

/** A failed API call, carrying the French message the server chose for the family. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, body: ApiErrorBody['error']) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

/** Resolves the JSON of a successful response, or throws an ApiRequestError in French. */
export async function readJson<T>(response: Response | Promise<Response>): Promise<T> {
  const res = await response;
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return body as T;
  if (isApiErrorBody(body)) throw new ApiRequestError(res.status, body.error);
  throw new ApiRequestError(res.status, { code: 'internal', message: ERROR_MESSAGES.internal });
}
