/**
 * Who is asking, for the per-client limits: Cloudflare's `CF-Connecting-IP`, which the edge sets on
 * every request (a client cannot choose it there). Locally `wrangler dev` sets it to the caller's
 * address; a request without it (the tests' in-process calls) falls back to one fixed key, so it is
 * still limited, all such requests together.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

export const UNKNOWN_CLIENT = 'local';

/**
 * The client key: the IPv4 address, or the /64 prefix of an IPv6 one (a single subscriber usually
 * holds a whole /64, so counting per address would let one client rotate through millions).
 */
export function clientKey(c: Context<AppEnv>): string {
  const raw = c.req.header('cf-connecting-ip')?.trim().toLowerCase();
  if (!raw) return UNKNOWN_CLIENT;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(raw)) return raw;
  if (/^[0-9a-f:.]{2,45}$/.test(raw) && raw.includes(':')) return `${ipv6Prefix64(raw)}::/64`;
  return raw.slice(0, 64);
}

/** The first four groups of an IPv6 address, `::` expanded. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}
