import type { Context } from 'hono';
import type { LiveChange, LiveCloseReason } from '#domain/live-events.ts';
import type { AppEnv } from '../env.ts';
import type { DisconnectTarget } from './space-hub.ts';

/** The hub of a space: one object per space id, wherever the request comes from. */
export function spaceHub(env: Env, spaceId: string) {
  return env.SPACE_HUB.get(env.SPACE_HUB.idFromName(spaceId));
}

/** Publishes a change to a space's devices; a hub that fails is logged, never the write's failure. */
export async function publishChange(
  env: Env,
  spaceId: string,
  change: LiveChange,
  userId?: string,
): Promise<void> {
  try {
    await spaceHub(env, spaceId).publish(change, userId);
  } catch (error) {
    console.error(`[live] publish ${change.type} to ${spaceId} failed`, error);
  }
}

/**
 * Tells a space's devices, after the response, that an area changed. Call it once the write has
 * committed: an event for a write that then failed would make clients refetch for nothing, and an
 * event before the commit could be answered by a refetch that does not see it yet.
 */
export function announce(
  c: Context<AppEnv>,
  spaceId: string,
  change: LiveChange,
  userId?: string,
): void {
  c.executionCtx.waitUntil(publishChange(c.env, spaceId, change, userId));
}

/** Closes sockets of one space; a hub that fails is logged, never the write's failure. */
export async function closeSockets(
  env: Env,
  spaceId: string,
  reason: LiveCloseReason,
  target: DisconnectTarget = {},
): Promise<void> {
  try {
    await spaceHub(env, spaceId).disconnect(reason, target);
  } catch (error) {
    console.error(`[live] disconnect ${reason} in ${spaceId} failed`, error);
  }
}

/** Closes sockets of some spaces (a member's, a sign-in's, or all) with a reason the client shows. */
export function disconnect(
  c: Context<AppEnv>,
  spaceIds: readonly string[],
  reason: LiveCloseReason,
  target: DisconnectTarget = {},
): void {
  for (const spaceId of spaceIds) {
    c.executionCtx.waitUntil(closeSockets(c.env, spaceId, reason, target));
  }
}
