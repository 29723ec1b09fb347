/**
 * Conditional GETs on the planning range and the lists (docs/architecture.md#request-path): a 200
 * JSON answer carries a weak `ETag`, the SHA-1 of its body, and a request whose `If-None-Match`
 * names it gets `304 Not Modified` without the body. A refetch after a live event that changed
 * nothing this view shows costs the check and the read, but not the transfer nor the client's parse
 * and render. The API stays `no-store`: the client keeps the tag and the data itself.
 */
import { createHash } from 'node:crypto';
import type { Context, TypedResponse } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../env.ts';
import { apiResponse } from './security-headers.ts';

const utf8 = new TextEncoder();

/**
 * The SHA-1 of the body's UTF-8 bytes, in hex. Node's hash (nodejs_compat) answers at once: no
 * promise, no hex loop; the same tag as `crypto.subtle.digest` of the encoded text. A text is
 * handed over as TextEncoder's bytes (native), not as a string, which the runtime's `Buffer`
 * converts in JavaScript.
 */
export function weakTag(body: string | ArrayBufferView): string {
  const bytes = typeof body === 'string' ? utf8.encode(body) : body;
  return `W/"${hex(createHash('sha1').update(bytes).digest())}"`;
}

/** Each byte's two hex digits, built once per isolate. */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * The digest's bytes in lower-case hex, as `digest('hex')` writes them: without the runtime's
 * `Buffer#toString`, which is JavaScript in workerd's polyfill (docs/decisions/027-week-layers.md).
 */
function hex(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i++) text += HEX[bytes[i] as number];
  return text;
}

/** Weak comparison (RFC 9110 §13.1.2): `W/` is ignored on both sides; `*` matches any. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = tag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((given) => given.trim() === '*' || given.trim().replace(/^W\//, '') === opaque);
}

/**
 * A 200 JSON answer with its tag, or the 304, for a route that has its body in hand: the same tag and
 * the same answers as {@link conditionalGet}, without reading the response back from its stream
 * (the middleware then leaves the tagged answer alone). Built whole, with the frame's request id
 * and the security headers (`apiResponse`), not by Hono's `c.body`: the same headers as before
 * (docs/decisions/025-worker-throughput.md), for a route under /api whose earlier layers set no
 * header other than the request id.
 */
export function taggedJson<T>(
  c: Context<AppEnv>,
  value: T,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const text = JSON.stringify(value);
  return taggedText<T>(c, text, weakTag(text));
}

/**
 * {@link taggedJson} for a JSON text already in hand with its tag (`weakTag(text)`): a range the
 * route kept from an earlier request (worker/tasks/range-cache.ts).
 */
export function taggedText<T>(
  c: Context<AppEnv>,
  text: string,
  tag: string,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const id: [string, string] = ['X-Request-Id', c.get('requestId')];
  // Typed as c.json's answer, so that the SPA's client still knows the body; a 304 has none.
  const answer = matches(c.req.header('if-none-match'), tag)
    ? apiResponse(null, 304, [id, ['ETag', tag]])
    : apiResponse(text, 200, [id, ['ETag', tag], ['Content-Type', 'application/json']]);
  return answer as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}

export const conditionalGet = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== 'GET' || c.res.status !== 200 || c.res.headers.has('ETag')) return;
  const tag = weakTag(new Uint8Array(await c.res.clone().arrayBuffer()));
  if (matches(c.req.header('if-none-match'), tag)) {
    await c.res.body?.cancel();
    // Hono carries the first response's headers (request id, policy) over, except its type.
    c.res = new Response(null, { status: 304, headers: { ETag: tag } });
  } else {
    c.res.headers.set('ETag', tag);
  }
});
