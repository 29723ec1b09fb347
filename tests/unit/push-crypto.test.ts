import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  encryptPushMessage,
  fromBase64Url,
  generateVapidKeys,
  MAX_PLAINTEXT_BYTES,
  senderKeysFrom,
  toBase64Url,
  vapidAuthorization,
} from '../../worker/push/crypto.ts';
import { decryptPush, newTestDevice, rfcDevice } from '../worker/push-decrypt.ts';

/** RFC 8291 Appendix A, "Encryption Example" (published test data, not secrets). */
const RFC_8291 = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic:
    'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic:
    'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};

const utf8 = new TextEncoder();

describe('RFC 8291 encryption', () => {
  it('gives, byte for byte, the body of the RFC’s example from its keys and salt', async () => {
    const body = await encryptPushMessage(
      utf8.encode(RFC_8291.plaintext),
      { p256dh: RFC_8291.uaPublic, auth: RFC_8291.authSecret },
      {
        salt: fromBase64Url(RFC_8291.salt),
        sender: await senderKeysFrom(RFC_8291.asPublic, RFC_8291.asPrivate),
      },
    );
    expect(toBase64Url(body)).toBe(RFC_8291.body);
  });

  it('the receiving side decrypts the RFC’s body with the RFC’s device key', async () => {
    const device = await rfcDevice(RFC_8291.uaPublic, RFC_8291.uaPrivate, RFC_8291.authSecret);
    expect(await decryptPush(fromBase64Url(RFC_8291.body), device)).toBe(RFC_8291.plaintext);
  });

  it('random salt and sender key: a fresh body each time, readable only by its device', async () => {
    const device = await newTestDevice();
    const other = await newTestDevice();
    const text = 'Rappel : Judo de Léa dans 15 minutes';
    const first = await encryptPushMessage(utf8.encode(text), device.keys);
    const second = await encryptPushMessage(utf8.encode(text), device.keys);
    expect(toBase64Url(first)).not.toBe(toBase64Url(second));
    expect(await decryptPush(first, device)).toBe(text);
    await expect(decryptPush(first, other)).rejects.toThrow();
  });

  it('refuses what does not fit in one 4096-byte message', async () => {
    const device = await newTestDevice();
    await expect(
      encryptPushMessage(new Uint8Array(MAX_PLAINTEXT_BYTES + 1), device.keys),
    ).rejects.toThrow(/too large/);
    const body = await encryptPushMessage(new Uint8Array(MAX_PLAINTEXT_BYTES), device.keys);
    expect(body.length).toBe(4096);
  });
});

describe('RFC 8292 VAPID', () => {
  it('signs an ES256 token for the push service’s origin that its public key verifies', async () => {
    const keys = await generateVapidKeys();
    expect(fromBase64Url(keys.publicKey)).toHaveLength(65);
    expect(fromBase64Url(keys.privateKey)).toHaveLength(32);
    const now = new Date('2026-11-23T18:00:00.000Z');
    const header = await vapidAuthorization(
      'https://push.example.net/send/abc?x=1',
      { ...keys, subject: 'mailto:contact@foyer.example' },
      now,
    );
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(header);
    expect(match?.[2]).toBe(keys.publicKey);
    const token = match?.[1] ?? '';
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const point = fromBase64Url(keys.publicKey);
    const publicKey = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: toBase64Url(point.slice(1, 33)),
        y: toBase64Url(point.slice(33)),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(token, publicKey, { currentDate: now });
    expect(payload).toMatchObject({
      aud: 'https://push.example.net',
      sub: 'mailto:contact@foyer.example',
      exp: now.getTime() / 1000 + 12 * 60 * 60,
    });
  });
});
