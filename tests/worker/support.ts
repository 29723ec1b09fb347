import { exports } from 'cloudflare:workers';
import { hc } from 'hono/client';
import { expect } from 'vitest';
import type { ApiErrorBody } from '../../domain/errors.ts';
import type { AppType } from '../../worker/app.ts';

export const ORIGIN = 'http://localhost:8787';

/** A request through the real Worker entry (worker/index.ts), as the browser would send it. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init));
}

/**
 * The SPA's typed client (hc over AppType) on the real Worker entry: `api(cookie).spaces.$get()`.
 * Requests are same-origin like the SPA's and carry the session cookie given; `origin: null` sends
 * none (the cross-site refusal tests).
 */
export function api(cookie?: string, options: { origin?: string | null } = {}) {
  return hc<AppType>(ORIGIN, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      exports.default.fetch(new Request(input, init)),
    headers: {
      ...(options.origin === null ? {} : { origin: options.origin ?? ORIGIN }),
      ...(cookie ? { cookie } : {}),
    },
  }).api;
}

/** What the helpers read of a response: fetch's and the typed client's both fit. */
export interface AnyResponse {
  status: number;
  headers: Headers;
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** The body of a refused request, in the one error shape (the checks are the caller's). */
export async function errorOf(response: AnyResponse): Promise<ApiErrorBody> {
  return (await response.json()) as ApiErrorBody;
}

/** Asserts the API's error shape (docs/architecture.md#request-path): status, code, message. */
export async function expectError(
  response: AnyResponse,
  status: number,
  code: string,
  message?: string,
): Promise<ApiErrorBody> {
  const body = await errorOf(response);
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
  return body;
}
