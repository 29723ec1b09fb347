import { argon2Sync } from 'node:crypto';
import initialize from '@phi-ag/argon2/node';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPasswordHasher,
  type PasswordHasher,
  parsePhcArgon2,
} from '../../worker/auth/password.ts';

// The hasher as Node scripts use it (the demo seed): same code, Argon2 loaded by @phi-ag/argon2/node.
let hasher: PasswordHasher;

beforeAll(async () => {
  hasher = createPasswordHasher(await initialize());
});

/** Node's own Argon2id of the UTF-8 bytes of `message`, encoded as unpadded base64 like a PHC string. */
function nodeArgon2id(message: string, saltBase64: string): string {
  return argon2Sync('argon2id', {
    message: Buffer.from(message, 'utf8'),
    nonce: Buffer.from(saltBase64, 'base64'),
    parallelism: 1,
    tagLength: 32,
    memory: 19_456,
    passes: 2,
  })
    .toString('base64')
    .replace(/=+$/, '');
}

describe('createPasswordHasher in Node', () => {
  it.each([
    ['ASCII', 'Demo-Famille-2026'],
    ['accents', 'éééé1234'],
    ['emoji and accents', '🔑 Clé secrète à 20 caractères'],
  ])(
    'computes standard Argon2id of the UTF-8 password (%s), as node:crypto does',
    (_, password) => {
      const encoded = hasher.hash(password);
      const [, , , , salt, hash] = encoded.split('$');
      expect(hash).toBe(nodeArgon2id(password, salt ?? ''));
    },
  );

  it('normalises to NFKC before hashing', () => {
    const encoded = hasher.hash('Cre\u0300me');
    const salt = encoded.split('$')[4] ?? '';
    expect(encoded.split('$')[5]).toBe(nodeArgon2id('Crème', salt));
  });

  it('verifies in Node what it hashed in Node', () => {
    const encoded = hasher.hash('Demo-Famille-2026');
    expect(hasher.verify(encoded, 'Demo-Famille-2026')).toBe(true);
    expect(hasher.verify(encoded, 'Demo-Famille-2027')).toBe(false);
    expect(hasher.needsRehash(encoded)).toBe(false);
  });

  it('reads the parameters, salt and hash lengths of a PHC string', () => {
    expect(parsePhcArgon2(hasher.hash('x'))).toEqual({
      type: 'argon2id',
      version: 19,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
      saltLength: 16,
      hashLength: 32,
    });
    expect(parsePhcArgon2('$argon2id$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBeNull();
  });
});
