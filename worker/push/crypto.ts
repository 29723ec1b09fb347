/**
 * The two pieces of cryptography Web Push needs, on the WebCrypto every runtime has (Workers, Node,
 * browsers), checked against the RFCs' own examples (tests/unit/push-crypto.test.ts):
 * - RFC 8291 message encryption: ECDH P-256 with the device's key, HKDF-SHA-256 with its auth secret,
 *   one AES-128-GCM record in RFC 8188's `aes128gcm` content coding;
 * - RFC 8292 VAPID: an ES256 JWT for the push service's origin (jose), sent as
 *   `Authorization: vapid t=<jwt>, k=<public key>`.
 * docs/decisions/014-web-push.md says why this is not a Web Push library.
 */
import { base64url, importJWK, SignJWT } from 'jose';

export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(base64url.decode(text));
export const toBase64Url = (bytes: Uint8Array | ArrayBuffer): string =>
  base64url.encode(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));

const utf8 = new TextEncoder();
const text = (value: string): Uint8Array<ArrayBuffer> => new Uint8Array(utf8.encode(value));

/** ECDH with `publicKey` (typed for both the Workers and the DOM declarations of WebCrypto). */
const ecdhWith = (publicKey: CryptoKey) =>
  ({ name: 'ECDH', public: publicKey }) as unknown as Parameters<SubtleCrypto['deriveBits']>[0];

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** An uncompressed P-256 point (65 bytes, 0x04 ‖ x ‖ y) as the x and y of a JWK. */
function pointToJwk(point: Uint8Array): JsonWebKey {
  if (point.length !== 65 || point[0] !== 4)
    throw new Error('expected an uncompressed P-256 point');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: toBase64Url(point.slice(1, 33)),
    y: toBase64Url(point.slice(33, 65)),
  };
}

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>) {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, data));
}

/** HKDF-SHA-256 for outputs of at most 32 bytes (one expand block), as RFC 8291 writes it. */
async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  length: number,
) {
  const prk = await hmac(salt, ikm);
  return (await hmac(prk, concat(info, new Uint8Array([1])))).slice(0, length);
}

/** The sender's ephemeral key pair (a fixed one only in the RFC's example). */
export interface SenderKeys {
  publicKey: Uint8Array<ArrayBuffer>;
  privateKey: CryptoKey;
}

export async function newSenderKeys(): Promise<SenderKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array(
    (await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer,
  );
  return { publicKey, privateKey: pair.privateKey };
}

/** A key pair given as RFC 8291's example does: the public point and the private scalar. */
export async function senderKeysFrom(publicKey: string, privateKey: string): Promise<SenderKeys> {
  const point = fromBase64Url(publicKey);
  const key = await crypto.subtle.importKey(
    'jwk',
    { ...pointToJwk(point), d: privateKey },
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    ['deriveBits'],
  );
  return { publicKey: point, privateKey: key };
}

/** The device's keys, as `PushSubscription.toJSON().keys` gives them. */
export interface DeviceKeys {
  p256dh: string;
  auth: string;
}

/** One record of up to this many bytes: Web Push allows 4096 bytes of body in all. */
const RECORD_SIZE = 4096;
/** Salt (16) + record size (4) + key id length (1) + key id (65) + padding delimiter (1) + tag (16). */
export const MAX_PLAINTEXT_BYTES = RECORD_SIZE - 16 - 4 - 1 - 65 - 1 - 16;

/**
 * The `aes128gcm` body of a push message for the device (RFC 8291 §3.4 and RFC 8188 §2): header
 * (salt, record size, sender public key) then one record, the plaintext followed by the 0x02
 * delimiter of a last record. `salt` and `sender` are random unless given (the RFC's example).
 */
export async function encryptPushMessage(
  plaintext: Uint8Array<ArrayBuffer>,
  device: DeviceKeys,
  options: { salt?: Uint8Array<ArrayBuffer>; sender?: SenderKeys } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  if (plaintext.length > MAX_PLAINTEXT_BYTES) throw new Error('push message too large');
  const uaPublic = fromBase64Url(device.p256dh);
  const authSecret = fromBase64Url(device.auth);
  if (authSecret.length !== 16) throw new Error('the auth secret must be 16 bytes');
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const sender = options.sender ?? (await newSenderKeys());

  const uaKey = await crypto.subtle.importKey(
    'jwk',
    pointToJwk(uaPublic),
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits(ecdhWith(uaKey), sender.privateKey, 256),
  );
  // RFC 8291 §3.3: IKM from the shared secret, keyed by the auth secret, bound to both public keys.
  const keyInfo = concat(text('WebPush: info\0'), uaPublic, sender.publicKey);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  // RFC 8188 §2.2 and §2.3: content encryption key and nonce.
  const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);

  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  const record = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce },
      key,
      concat(plaintext, new Uint8Array([2])),
    ),
  );
  const header = new Uint8Array(16 + 4 + 1);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = sender.publicKey.length;
  return concat(header, sender.publicKey, record);
}

/** The server's VAPID identity (RFC 8292), from the VAPID_* secrets. */
export interface VapidKeys {
  /** base64url uncompressed P-256 point, the `applicationServerKey` the browser subscribes with. */
  publicKey: string;
  /** base64url 32-byte private scalar. */
  privateKey: string;
  /** `mailto:` or `https:` contact of the sender, for the push services. */
  subject: string;
}

/** How long a VAPID token is valid: 12 hours (RFC 8292 §2 allows at most 24). */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

/** `Authorization` for a push to `endpoint`: a signed token for the push service's origin. */
export async function vapidAuthorization(
  endpoint: string,
  vapid: VapidKeys,
  now: Date,
): Promise<string> {
  const key = await importJWK(
    { ...pointToJwk(fromBase64Url(vapid.publicKey)), d: vapid.privateKey },
    'ES256',
  );
  const jwt = await new SignJWT({ sub: vapid.subject })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setAudience(new URL(endpoint).origin)
    .setExpirationTime(Math.floor(now.getTime() / 1000) + VAPID_TOKEN_SECONDS)
    .sign(key);
  return `vapid t=${jwt}, k=${vapid.publicKey}`;
}

/** A fresh VAPID key pair (scripts generate one into .dev.vars; tests make their own). */
export async function generateVapidKeys(): Promise<Pick<VapidKeys, 'publicKey' | 'privateKey'>> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  const point = concat(
    new Uint8Array([4]),
    fromBase64Url(jwk.x as string),
    fromBase64Url(jwk.y as string),
  );
  return { publicKey: toBase64Url(point), privateKey: jwk.d as string };
}
