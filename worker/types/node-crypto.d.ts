/**
 * The part of `node:crypto` the Worker uses (nodejs_compat, wrangler.toml), declared here rather than
 * through @types/node, whose globals (timers, Buffer, process) would replace the Workers' own types.
 */
declare module 'node:crypto' {
  interface Hash {
    update(data: string | ArrayBufferView): Hash;
    digest(encoding: 'hex'): string;
    /** The runtime's Buffer, a Uint8Array. */
    digest(): Uint8Array;
  }
  export function createHash(algorithm: 'sha1'): Hash;
}
