import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../domain/errors.ts';
import { z } from '../../domain/validation.ts';
import { ApiError } from '../../worker/lib/api-error.ts';
import { createApp, MAX_BODY_BYTES } from '../../worker/lib/create-app.ts';
import { validate } from '../../worker/lib/validate.ts';
import { errorOf, ORIGIN, request } from './support.ts';

/**
 * A probe app built by the same createApp() as the real one, so that these tests exercise the
 * shared error machinery (validation, JSON parsing, unexpected errors) without a test route in
 * production code.
 */
function probeApp() {
  return createApp()
    .post(
      '/api/probe',
      validate('json', z.object({ name: z.string().min(1, 'Le nom est requis') })),
      (c) => c.json({ name: c.req.valid('json').name }),
    )
    .get('/api/probe/forbidden', () => {
      throw new ApiError('forbidden', ERROR_MESSAGES.forbiddenSpace);
    })
    .get('/api/probe/crash', () => {
      throw new Error('secret internal detail');
    });
}

async function call(path: string, init?: RequestInit) {
  const response = await probeApp().request(new URL(path, ORIGIN), init, env);
  return { response, body: await errorOf(response) };
}

describe('error shape', () => {
  it('an unknown /api route is a 404 in the error shape', async () => {
    const response = await request('/api/nope');
    expect(response.status).toBe(404);
    const body = await errorOf(response);
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toBe(ERROR_MESSAGES.notFound);
    expect(body.error.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('an unknown method on a known path is a JSON 404, not an HTML page', async () => {
    const response = await request('/api/health', {
      method: 'DELETE',
      headers: { origin: ORIGIN },
    });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).error.code).toBe('not_found');
  });

  it('malformed JSON is a 400 with a French message, never a 500', async () => {
    const { response, body } = await call('/api/probe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(body.error).toMatchObject({ code: 'validation', message: ERROR_MESSAGES.invalidJson });
  });

  it('invalid fields are a 400 carrying each field message', async () => {
    const { response, body } = await call('/api/probe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: '' }),
    });
    expect(response.status).toBe(400);
    expect(body.error.code).toBe('validation');
    expect(body.error.message).toBe('Le nom est requis');
    expect(body.error.fields).toEqual({ name: 'Le nom est requis' });
  });

  it('a missing field gets zod’s message in French', async () => {
    const { response, body } = await call('/api/probe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(body.error.fields?.name).toMatch(/attendu|requis|invalide/i);
  });

  it('a body over the limit is a 413 in French', async () => {
    const { response, body } = await call('/api/probe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES + 1) }),
    });
    expect(response.status).toBe(413);
    expect(body.error).toMatchObject({
      code: 'payload_too_large',
      message: ERROR_MESSAGES.payloadTooLarge,
    });
  });

  it('a known error keeps its status and message', async () => {
    const { response, body } = await call('/api/probe/forbidden');
    expect(response.status).toBe(403);
    expect(body.error).toMatchObject({ code: 'forbidden', message: ERROR_MESSAGES.forbiddenSpace });
  });

  it('an unexpected error is a 500 that hides its detail and names the request', async () => {
    const traceId = crypto.randomUUID();
    const { response, body } = await call('/api/probe/crash', {
      headers: { 'x-request-id': traceId },
    });
    expect(response.status).toBe(500);
    expect(body.error).toEqual({
      code: 'internal',
      message: "Une erreur inattendue s'est produite",
      requestId: traceId,
    });
    expect(JSON.stringify(body)).not.toContain('secret internal detail');
  });
});

describe('request id', () => {
  it('every response carries a fresh X-Request-Id', async () => {
    const first = await request('/api/health');
    const second = await request('/api/health');
    const a = first.headers.get('x-request-id');
    const b = second.headers.get('x-request-id');
    expect(a).toMatch(/^[\w-]{8,}$/);
    expect(b).toMatch(/^[\w-]{8,}$/);
    expect(a).not.toBe(b);
  });
});
