/**
 * Password hashing in the Worker: the Argon2 WebAssembly instance of this isolate and the hasher over it.
 *
 * Workers refuse to compile WebAssembly from bytes at run time ("Wasm code generation disallowed by
 * embedder"), so the .wasm file is imported as a module that wrangler compiles at deploy time, and only
 * instantiated here: https://developers.cloudflare.com/workers/runtime-apis/webassembly/javascript/
 * One instance per isolate, created on first use (its ~20 MiB of memory is then reused by every hash).
 *
 * Node cannot import this file (no default export from a .wasm there): Node code uses
 * `createPasswordHasher` from ./password.ts with `@phi-ag/argon2/node`.
 */
import Argon2 from '@phi-ag/argon2';
import argon2Module from '@phi-ag/argon2/argon2.wasm';
import { createPasswordHasher, type PasswordHasher } from './password.ts';

export { needsRehash } from './password.ts';

let hasher: PasswordHasher | undefined;

/** The Worker's hasher, created on first use in this isolate. */
export function getPasswordHasher(): PasswordHasher {
  hasher ??= createPasswordHasher(new Argon2(new WebAssembly.Instance(argon2Module)));
  return hasher;
}

/** A new PHC string for `password` (about 20 ms of CPU, synchronous). */
export function hashPassword(password: string): string {
  return getPasswordHasher().hash(password);
}

/** True only for the right password; false for a wrong one or a malformed hash. Never throws. */
export function verifyPassword(encoded: string, password: string): boolean {
  return getPasswordHasher().verify(encoded, password);
}
