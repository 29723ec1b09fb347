import { describe, expect, it } from 'vitest';
import {
  getPasswordHasher,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../worker/auth/argon2.ts';

// Runs in workerd: the Argon2 WebAssembly is the imported module, as in production.
describe('password hashing (Argon2id)', () => {
  const password = 'Demo-Famille-2026';

  it('stores a PHC string with OWASP parameters, a 16-byte salt and a 32-byte hash', () => {
    const encoded = hashPassword(password);
    expect(encoded).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
  });

  it('verifies the right password and rejects a wrong one', () => {
    const encoded = hashPassword(password);
    expect(verifyPassword(encoded, password)).toBe(true);
    expect(verifyPassword(encoded, 'Demo-Famille-2025')).toBe(false);
    expect(verifyPassword(encoded, '')).toBe(false);
  });

  it('salts every hash: the same password hashes differently twice, and both verify', () => {
    const first = hashPassword(password);
    const second = hashPassword(password);
    expect(first).not.toBe(second);
    expect(verifyPassword(first, password)).toBe(true);
    expect(verifyPassword(second, password)).toBe(true);
  });

  it('hashes every byte of a password with accented characters', () => {
    // @phi-ag/argon2 alone would hash only the first 8 bytes of these 12-byte passwords.
    const encoded = hashPassword('éééé1234');
    expect(verifyPassword(encoded, 'éééé1234')).toBe(true);
    expect(verifyPassword(encoded, 'éééé5678')).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', () => {
    const encoded = hashPassword('Crème brûlée 2026');
    expect(verifyPassword(encoded, 'Cre\u0300me bru\u0302le\u0301e 2026')).toBe(true);
  });

  it('answers false, without throwing, for a malformed or foreign hash', () => {
    for (const encoded of [
      '',
      'not a hash',
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ',
      '$argon2id$v=19$m=19456,t=2,p=1$!!!!$????',
      '$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW',
      'pbkdf2_sha256$600000$salt$hash',
    ]) {
      expect(verifyPassword(encoded, password)).toBe(false);
    }
  });

  it('refuses to compute a stored hash whose memory cost would exhaust the Worker', () => {
    const huge = hashPassword(password).replace('m=19456', 'm=4194304');
    expect(verifyPassword(huge, password)).toBe(false);
  });

  it('asks for a rehash of weaker hashes only', () => {
    const current = hashPassword(password);
    expect(needsRehash(current)).toBe(false);
    expect(needsRehash(current.replace('m=19456', 'm=65536'))).toBe(false);
    expect(needsRehash(current.replace('m=19456', 'm=4096'))).toBe(true);
    expect(needsRehash(current.replace('t=2', 't=1'))).toBe(true);
    expect(needsRehash(current.replace('$argon2id$', '$argon2i$'))).toBe(true);
    expect(needsRehash(current.replace('v=19', 'v=16'))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('still verifies a hash made with older, weaker parameters, so the login can upgrade it', () => {
    const hasher = getPasswordHasher();
    expect(needsRehash(WEAK_DEMO_HASH)).toBe(true);
    expect(hasher.verify(WEAK_DEMO_HASH, password)).toBe(true);
    expect(hasher.verify(WEAK_DEMO_HASH, 'Demo-Famille-2025')).toBe(false);
  });
});

/**
 * Argon2id with m=4096, t=1, p=1 and the salt "saltsaltsaltsalt" of 'Demo-Famille-2026', computed with
 * Node's own argon2 (`crypto.argon2Sync`), an implementation independent of the one under test.
 */
const WEAK_DEMO_HASH =
  '$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHRzYWx0c2FsdA$qbFODvjPf7qm7r/u4ZRh54NmtKisr5ZGCax7S3LYEWg';
