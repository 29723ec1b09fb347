/**
 * The receiving side of RFC 8291, written apart from worker/push/crypto.ts (WebCrypto's own HKDF
 * here, hand-made HMAC there): what a browser does with a push message's body. Used by the tests as
 * the local push service that checks what the server sends.
 */

const utf8 = new TextEncoder();
const text = (value: string): Uint8Array<ArrayBuffer> => new Uint8Array(utf8.encode(value));

const b64 = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

function join(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function derive(
  ikm: Uint8Array<ArrayBuffer>,
  salt: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt, info },
    key,
    bytes * 8,
  );
  return new Uint8Array(bits);
}

/** A browser's side of a subscription: the keys it publishes and the private key it keeps. */
export interface TestDevice {
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
  publicKey: Uint8Array<ArrayBuffer>;
  auth: Uint8Array<ArrayBuffer>;
}

const encode = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function newTestDevice(): Promise<TestDevice> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array(
    (await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer,
  );
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    keys: { p256dh: encode(publicKey), auth: encode(auth) },
    privateKey: pair.privateKey,
    publicKey,
    auth,
  };
}

/** The device of RFC 8291's example (Appendix A), whose private key the RFC publishes. */
export async function rfcDevice(
  publicKey: string,
  privateKey: string,
  auth: string,
): Promise<TestDevice> {
  const point = b64(publicKey);
  const key = await crypto.subtle.importKey(
    'jwk',
    {
      kty: 'EC',
      crv: 'P-256',
      x: encode(point.slice(1, 33)),
      y: encode(point.slice(33)),
      d: privateKey,
    },
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  );
  return { keys: { p256dh: publicKey, auth }, privateKey: key, publicKey: point, auth: b64(auth) };
}

/** Decrypts an `aes128gcm` push body for `device`; throws if it was not encrypted for it. */
export async function decryptPush(body: Uint8Array, device: TestDevice): Promise<string> {
  const salt = body.slice(0, 16);
  const keyIdLength = body[20] ?? 0;
  const senderPublic = body.slice(21, 21 + keyIdLength);
  const record = body.slice(21 + keyIdLength);
  const senderKey = await crypto.subtle.importKey(
    'raw',
    senderPublic,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'ECDH', public: senderKey } as unknown as Parameters<SubtleCrypto['deriveBits']>[0],
      device.privateKey,
      256,
    ),
  );
  const ikm = await derive(
    shared,
    device.auth,
    join(text('WebPush: info\0'), device.publicKey, senderPublic),
    32,
  );
  const cek = await derive(ikm, salt, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await derive(ikm, salt, text('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, record),
  );
  // The last record ends with 0x02 then zeros (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not a last record');
  return new TextDecoder().decode(padded.slice(0, end));
}
