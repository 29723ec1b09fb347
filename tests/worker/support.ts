import { exports } from 'cloudflare:workers';

export const ORIGIN = 'http://localhost:8787';

/** A request through the real Worker entry (worker/index.ts), as the browser would send it. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(new URL(path, ORIGIN), init));
}
