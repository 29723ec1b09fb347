/**
 * Access JWTs must carry exp, iat, sub and sid and be at most 15
 * minutes old; the active-session check honours the session's absolute end; signing in again in the
 * same browser ends the sign-in its refresh cookie named; the refresh cookie goes to /api/auth only.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { app } from '../../worker/app.ts';
import { jwtSecret } from '../../worker/auth/tokens.ts';
import {
  cookieHeader,
  db,
  GOOD_PASSWORD,
  refreshCookieOf,
  setCookies,
  signupPerson,
  uniqueEmail,
} from './auth-support.ts';
import { api } from './support.ts';

/** The claims of the access cookie in a Cookie header. */
function accessClaimsOf(cookie: string): { sub: string; sid: string } {
  const token = /foyer_access=([^;]+)/.exec(cookie)?.[1] ?? '';
  const { sub, sid } = decodeJwt(token);
  return { sub: String(sub), sid: String(sid) };
}

/** An access token signed with the real key, with only the claims given. */
async function forge(claims: { sub?: string; sid?: string; iat?: number; exp?: number }) {
  const jwt = new SignJWT(claims.sid === undefined ? {} : { sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('foyer')
    .setAudience('foyer-api');
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(jwtSecret(env));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('access tokens', () => {
  it('a token signed with the right key but missing exp, iat, sub or sid is refused', async () => {
    const { cookie } = await signupPerson();
    const { sub, sid } = accessClaimsOf(cookie);
    const now = nowSeconds();
    const complete = { sub, sid, iat: now, exp: now + 600 };
    expect((await api(`foyer_access=${await forge(complete)}`).me.$get()).status).toBe(200);
    for (const missing of ['exp', 'iat', 'sub', 'sid'] as const) {
      const { [missing]: _, ...claims } = complete;
      const response = await api(`foyer_access=${await forge(claims)}`).me.$get();
      expect(response.status, `without ${missing}`).toBe(401);
    }
  });

  it('a token issued more than 15 minutes ago is refused, whatever its exp says', async () => {
    const { cookie } = await signupPerson();
    const { sub, sid } = accessClaimsOf(cookie);
    const now = nowSeconds();
    const old = await forge({ sub, sid, iat: now - 16 * 60, exp: now + 60 * 60 });
    expect((await api(`foyer_access=${old}`).me.$get()).status).toBe(401);
  });

  it("the active-session check ends at the session's absolute end", async () => {
    const { cookie } = await signupPerson();
    const { sid } = accessClaimsOf(cookie);
    expect((await api(cookie).me.$get()).status).toBe(200);
    // The access token is still valid for minutes, but its session is over.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(sessions.chainId, sid));
    expect((await api(cookie).me.$get()).status).toBe(401);
  });
});

describe('sessions and cookies', () => {
  it('signing in again in the same browser revokes the session its refresh cookie named', async () => {
    const { email, cookie: first } = await signupPerson();
    const again = await api(first).auth.login.$post({ json: { email, password: GOOD_PASSWORD } });
    expect(again.status).toBe(200);
    const second = cookieHeader(again);
    expect((await api(first).me.$get()).status).toBe(401);
    expect((await api(first).auth.refresh.$post()).status).toBe(401);
    expect((await api(second).me.$get()).status).toBe(200);
    const firstChain = accessClaimsOf(first).sid;
    const rows = await db.select().from(sessions).where(eq(sessions.chainId, firstChain));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('the refresh cookie is scoped to /api/auth, the access cookie to the whole app', async () => {
    const { response } = await signupPerson();
    const cookies = setCookies(response);
    expect(refreshCookieOf(response)).toMatch(/^[\w-]{32,}$/);
    expect(cookies.get('foyer_refresh')?.attributes).toContain('Path=/api/auth');
    expect(cookies.get('foyer_access')?.attributes).toContain('Path=/');
  });

  it('over https the refresh cookie is __Secure- (a __Host- cookie must have Path=/)', async () => {
    const response = await app.request(
      'https://foyer.example/api/auth/signup',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://foyer.example',
          'cf-connecting-ip': '10.11.12.13',
        },
        body: JSON.stringify({
          firstName: 'Lou',
          lastName: 'Durand',
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
        }),
      },
      { ...env, APP_ORIGIN: 'https://foyer.example' },
    );
    expect(response.status).toBe(201);
    const refresh = setCookies(response).get('__Secure-foyer_refresh');
    expect(refresh?.value).toMatch(/^[\w-]{32,}$/);
    expect(refresh?.attributes).toEqual(
      expect.arrayContaining(['Path=/api/auth', 'Secure', 'HttpOnly', 'SameSite=Lax']),
    );
    expect(setCookies(response).get('__Host-foyer_access')?.attributes).toContain('Path=/');
  });
});
