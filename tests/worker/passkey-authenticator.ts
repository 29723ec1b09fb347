/**
 * A software passkey for the worker tests: a P-256 key made with WebCrypto, answering the Worker's
 * options as a platform authenticator that verified its user would (no attestation). Its answers
 * are built by hand so that the tests pass through the real verification, not around it.
 */
import { isoBase64URL, isoCBOR, isoUint8Array } from '@simplewebauthn/server/helpers';
import { ORIGIN } from './support.ts';

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

/** WebAuthn wants an ECDSA signature as ASN.1 DER; WebCrypto gives r ‖ s. */
function der(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.slice(start);
    const body = (trimmed[0] ?? 0) & 0x80 ? [0, ...trimmed] : [...trimmed];
    return [0x02, body.length, ...body];
  };
  const body = [...integer(raw.slice(0, 32)), ...integer(raw.slice(32))];
  return new Uint8Array([0x30, body.length, ...body]);
}

function clientData(type: string, challenge: string): Uint8Array<ArrayBuffer> {
  return isoUint8Array.fromUTF8String(
    JSON.stringify({ type, challenge, origin: ORIGIN, crossOrigin: false }),
  );
}

export async function softwarePasskey(options: { verifiesUser?: boolean } = {}) {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const id = isoBase64URL.fromBuffer(credentialId);
  const rpIdHash = await sha256(isoUint8Array.fromUTF8String('localhost'));
  const flags = UP | (options.verifiesUser === false ? 0 : UV);
  let counter = 0;
  let userHandle: string | undefined;

  return {
    id,
    /** The answer to `navigator.credentials.create` with these registration options. */
    async register(creation: { challenge: string; user: { id: string } }) {
      userHandle = creation.user.id;
      const raw = new Uint8Array(
        (await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer,
      );
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, raw.slice(1, 33)],
        [-3, raw.slice(33, 65)],
      ]);
      const authData = isoUint8Array.concat([
        rpIdHash,
        new Uint8Array([flags | AT, 0, 0, 0, 0]),
        new Uint8Array(16),
        new Uint8Array([0, credentialId.length]),
        credentialId,
        isoCBOR.encode(coseKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(
            clientData('webauthn.create', creation.challenge),
          ),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** The answer to `navigator.credentials.get` with these sign-in options. */
    async signIn(request: { challenge: string }) {
      counter += 1;
      const authData = isoUint8Array.concat([rpIdHash, new Uint8Array([flags, 0, 0, 0, counter])]);
      const data = clientData('webauthn.get', request.challenge);
      const signed = isoUint8Array.concat([authData, await sha256(data)]);
      const signature = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: isoBase64URL.fromBuffer(data),
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(der(signature)),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
}
