import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { ApiErrorBody } from '../../domain/errors.ts';

export const ORIGIN = 'http://localhost:8787';

/** A request through the real Worker entry (worker/index.ts), as the browser would send it. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init));
}

/** Asserts the API's error shape (docs/architecture.md#request-path): status, code, message. */
export async function expectError(
  response: Response,
  status: number,
  code: string,
  message?: string,
): Promise<ApiErrorBody> {
  const body = (await response.json()) as ApiErrorBody;
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
  return body;
}
