/**
 * Argon2id password hashing (docs/architecture.md#auth), independent of how the Argon2
 * WebAssembly instance was obtained, so that every runtime hashes exactly the same way:
 * - the Worker: `hashPassword`, `verifyPassword` and `getPasswordHasher` in ./argon2.ts (wasm module import);
 * - Node scripts (demo seed, bench): `createPasswordHasher(await initialize())` with `@phi-ag/argon2/node`.
 *
 * Nothing here imports a .wasm file, so Node can load this module.
 */
import type Argon2 from '@phi-ag/argon2';
import { Argon2Type, Argon2Version } from '@phi-ag/argon2';

/**
 * OWASP's Argon2id parameters (Password Storage Cheat Sheet: 19 MiB, 2 passes, 1 lane).
 * Raising them later is safe: stored hashes carry their own parameters, and `needsRehash` tells the
 * login route to store a new hash once the password has been verified.
 */
const PASSWORD_HASH_PARAMS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  hashLength: 32,
  saltLength: 16,
} as const;

/**
 * Bounds on the parameters of a stored hash we are willing to compute: a corrupted or hostile
 * `password_hash` must not make the Worker (128 MB of memory) allocate gigabytes.
 */
const MAX_VERIFY_PARAMS = { memoryCost: 65_536, timeCost: 10, parallelism: 4 } as const;

/** The part of `@phi-ag/argon2`'s `Argon2` class that is used. */
type Argon2Engine = Pick<Argon2, 'hash' | 'tryVerify'>;

export interface PasswordHasher {
  /** A PHC string: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (unpadded base64). */
  hash(password: string): string;
  /** True only for the right password; false for a wrong one or a malformed hash. Never throws. */
  verify(encoded: string, password: string): boolean;
  /** True when `encoded` was made with weaker parameters than today's (or cannot be read). */
  needsRehash(encoded: string): boolean;
}

interface PhcArgon2 {
  type: 'argon2d' | 'argon2i' | 'argon2id';
  version: number;
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  saltLength: number;
  hashLength: number;
}

const PHC_ARGON2 =
  /^\$(argon2id|argon2i|argon2d)\$v=(\d{1,3})\$m=(\d{1,10}),t=(\d{1,10}),p=(\d{1,3})\$([A-Za-z0-9+/]{11,})\$([A-Za-z0-9+/]{6,})$/;

/** Reads an Argon2 PHC string; null when it is not one. */
export function parsePhcArgon2(encoded: string): PhcArgon2 | null {
  const match = PHC_ARGON2.exec(encoded);
  if (!match) return null;
  const [, type, version, m, t, p, salt, hash] = match;
  if (!type || !version || !m || !t || !p || !salt || !hash) return null;
  return {
    type: type as PhcArgon2['type'],
    version: Number(version),
    memoryCost: Number(m),
    timeCost: Number(t),
    parallelism: Number(p),
    saltLength: base64Bytes(salt),
    hashLength: base64Bytes(hash),
  };
}

/** Byte length of unpadded base64 text. */
function base64Bytes(text: string): number {
  return Math.floor((text.length * 3) / 4);
}

export function needsRehash(encoded: string): boolean {
  const phc = parsePhcArgon2(encoded);
  if (!phc) return true;
  const current = PASSWORD_HASH_PARAMS;
  return (
    phc.type !== 'argon2id' ||
    phc.version !== Argon2Version.Version13 ||
    phc.memoryCost < current.memoryCost ||
    phc.timeCost < current.timeCost ||
    phc.saltLength < current.saltLength ||
    phc.hashLength < current.hashLength
  );
}

/**
 * The string to give `@phi-ag/argon2` so that it hashes exactly the UTF-8 bytes of the password.
 *
 * - NFKC first, as NIST SP 800-63B asks, so that "é" typed as one code point or as "e" + accent is the
 *   same password on every device.
 * - @phi-ag/argon2 0.5 passes `password.length` (UTF-16 code units) as the byte length of the UTF-8
 *   text, so a password with non-ASCII characters would lose its last bytes ("éééé1234" and "éééé5678"
 *   would match). Padding with one NUL per extra UTF-8 byte makes that length the true byte length; the
 *   NULs lie beyond it and are not hashed. The result is standard Argon2id of the UTF-8 password
 *   (tests/unit/password.test.ts checks it against node:crypto's argon2).
 */
function argon2Input(password: string): string {
  const normalized = password.normalize('NFKC');
  const extraBytes = utf8.encode(normalized).length - normalized.length;
  return extraBytes > 0 ? normalized + '\0'.repeat(extraBytes) : normalized;
}

const utf8 = new TextEncoder();

export function createPasswordHasher(argon2: Argon2Engine): PasswordHasher {
  return {
    hash(password) {
      const { saltLength, ...params } = PASSWORD_HASH_PARAMS;
      return argon2.hash(argon2Input(password), {
        ...params,
        salt: crypto.getRandomValues(new Uint8Array(saltLength)),
        type: Argon2Type.Argon2id,
        version: Argon2Version.Version13,
      }).encoded;
    },

    verify(encoded, password) {
      const phc = parsePhcArgon2(encoded);
      if (
        !phc ||
        phc.memoryCost > MAX_VERIFY_PARAMS.memoryCost ||
        phc.timeCost > MAX_VERIFY_PARAMS.timeCost ||
        phc.parallelism > MAX_VERIFY_PARAMS.parallelism
      ) {
        return false;
      }
      try {
        return argon2.tryVerify(encoded, argon2Input(password)).success;
      } catch {
        return false;
      }
    },

    needsRehash,
  };
}
