import { DurableObject } from 'cloudflare:workers';
import {
  LIVE_CLOSE,
  LIVE_PING,
  LIVE_PONG,
  type LiveChange,
  type LiveCloseReason,
  liveClientMessageSchema,
} from '#domain/live-events.ts';

/**
 * What a socket remembers across hibernation. The hub keeps nothing else in memory, so an evicted
 * object rebuilds everything it needs from its sockets' attachments and tags.
 */
export interface LiveAttachment {
  userId: string;
  /** The sign-in it belongs to: a password change closes the account's other sign-ins only. */
  sessionChainId: string | null;
  profileId: string | null;
  connectedAt: string;
}

/** Which sockets a disconnect closes: a user's, or only one sign-in's, or all but one sign-in's. */
export interface DisconnectTarget {
  userId?: string;
  sessionChainId?: string;
  exceptSessionChainId?: string;
}

/** Headers by which the Worker, having checked the session and membership, names the socket's owner. */
export const HUB_USER_HEADER = 'x-foyer-user';
export const HUB_PROFILE_HEADER = 'x-foyer-profile';
export const HUB_CHAIN_HEADER = 'x-foyer-session-chain';

const chainTag = (sessionChainId: string) => `chain:${sessionChainId}`;

export const LIVE_LIMITS = {
  /** Sockets of one account in one space (tabs and devices): the oldest beyond is closed. */
  socketsPerUser: 10,
  /** Sockets of one space, all members together. */
  socketsPerSpace: 200,
  /** How often the hub checks that its sockets' sign-ins are still valid. */
  sessionCheckMs: 5 * 60 * 1000,
} as const;

/** The reason a socket closed to make room gets (1013: try again later). */
export const TOO_MANY_SOCKETS = 'Trop de connexions ouvertes : la plus ancienne a été fermée';
const TOO_MANY_SOCKETS_CODE = 1013;

/**
 * One per family space (`idFromName(spaceId)`): fans change events out to every connected device of
 * the space (docs/architecture.md#realtime). It uses the WebSocket Hibernation API so an idle space
 * costs nothing between messages; pings are answered by an auto-response without waking it.
 * The Worker reaches it only after authenticating and checking membership; it trusts its caller.
 */
export class SpaceHub extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
  }

  /** Accepts a socket the Worker has already admitted; tagged with its user for targeted events. */
  override async fetch(request: Request): Promise<Response> {
    const userId = request.headers.get(HUB_USER_HEADER);
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket' || !userId) {
      return new Response(null, { status: 426 });
    }
    const sessionChainId = request.headers.get(HUB_CHAIN_HEADER);
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(
      server,
      sessionChainId ? [userId, chainTag(sessionChainId)] : [userId],
    );
    const attachment: LiveAttachment = {
      userId,
      sessionChainId,
      profileId: request.headers.get(HUB_PROFILE_HEADER),
      connectedAt: new Date().toISOString(),
    };
    server.serializeAttachment(attachment);
    this.closeOldest(this.ctx.getWebSockets(userId), LIVE_LIMITS.socketsPerUser);
    this.closeOldest(this.ctx.getWebSockets(), LIVE_LIMITS.socketsPerSpace);
    if (sessionChainId && (await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now() + LIVE_LIMITS.sessionCheckMs);
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Closes the oldest of `sockets` beyond `keep`, with a reason the client shows. */
  private closeOldest(sockets: WebSocket[], keep: number): void {
    if (sockets.length <= keep) return;
    const byAge = sockets
      .map((socket) => ({
        socket,
        at: (socket.deserializeAttachment() as LiveAttachment).connectedAt,
      }))
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    for (const { socket } of byAge.slice(0, sockets.length - keep)) {
      try {
        socket.close(TOO_MANY_SOCKETS_CODE, TOO_MANY_SOCKETS);
      } catch {
        // Already closing.
      }
    }
  }

  /**
   * Every few minutes while sockets are open: closes those whose sign-in was revoked by any path or
   * reached its absolute end, as a sign-out does. The paths that end a sign-in also close its sockets
   * at once; this check covers the end of a session, which no request marks.
   */
  override async alarm(): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    const chains = [
      ...new Set(
        sockets
          .map((socket) => (socket.deserializeAttachment() as LiveAttachment).sessionChainId)
          .filter((chain): chain is string => chain !== null),
      ),
    ];
    if (chains.length === 0) return;
    const now = new Date().toISOString();
    const live = new Map<string, string>();
    for (let start = 0; start < chains.length; start += 90) {
      const part = chains.slice(start, start + 90);
      const { results } = await this.env.DB.prepare(
        `select chain_id as chainId, max(expires_at) as expiresAt from sessions
          where chain_id in (${part.map(() => '?').join(',')})
            and revoked_at is null and expires_at > ?
          group by chain_id`,
      )
        .bind(...part, now)
        .all<{ chainId: string; expiresAt: string }>();
      for (const row of results) live.set(row.chainId, row.expiresAt);
    }
    const { code, reason } = LIVE_CLOSE.signedOut;
    for (const chain of chains) {
      if (live.has(chain)) continue;
      for (const socket of this.ctx.getWebSockets(chainTag(chain))) {
        try {
          socket.close(code, reason);
        } catch {
          // Already closed.
        }
      }
    }
    if (live.size > 0) {
      // The next check: the usual interval, or sooner if a sign-in ends before.
      const soonest = Math.min(...[...live.values()].map((at) => Date.parse(at)));
      await this.ctx.storage.setAlarm(Math.min(Date.now() + LIVE_LIMITS.sessionCheckMs, soonest));
    }
  }

  /**
   * Sends a change to every socket of the space, or only to `userId`'s when it concerns one person
   * (their notifications). O(sockets of this space). Returns how many sockets it reached.
   */
  async publish(change: LiveChange, userId?: string): Promise<number> {
    const message = JSON.stringify({ ...change, at: new Date().toISOString() });
    let sent = 0;
    for (const socket of this.ctx.getWebSockets(userId)) {
      try {
        socket.send(message);
        sent++;
      } catch {
        // A socket that is closing: its close handler cleans up.
      }
    }
    return sent;
  }

  /** Closes a member's sockets (left, removed, signed out), or every socket of the space. */
  async disconnect(reason: LiveCloseReason, target: DisconnectTarget = {}): Promise<number> {
    const { code, reason: text } = LIVE_CLOSE[reason];
    const tag = target.sessionChainId ? chainTag(target.sessionChainId) : target.userId;
    const sockets = this.ctx.getWebSockets(tag).filter((socket) => {
      const attachment = socket.deserializeAttachment() as LiveAttachment;
      if (target.userId && attachment.userId !== target.userId) return false;
      return (
        !target.exceptSessionChainId || attachment.sessionChainId !== target.exceptSessionChainId
      );
    });
    for (const socket of sockets) {
      try {
        socket.close(code, text);
      } catch {
        // Already closed.
      }
    }
    return sockets.length;
  }

  /** Who is connected now, rebuilt from the attachments (used by tests and, later, presence). */
  async connections(): Promise<LiveAttachment[]> {
    return this.ctx
      .getWebSockets()
      .map((socket) => socket.deserializeAttachment() as LiveAttachment);
  }

  /**
   * A ping is answered by the auto-response before reaching here; whatever else arrives is checked
   * like an HTTP body. A ping that did reach here (e.g. with extra spaces) is answered; anything else
   * closes the socket: clients have nothing else to say.
   */
  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    let parsed: unknown = null;
    if (typeof message === 'string' && message.length <= 100) {
      try {
        parsed = JSON.parse(message);
      } catch {
        parsed = null;
      }
    }
    if (liveClientMessageSchema.safeParse(parsed).success) {
      socket.send(LIVE_PONG);
      return;
    }
    socket.close(LIVE_CLOSE.refused.code, LIVE_CLOSE.refused.reason);
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // Complete the closing handshake; 1005/1006 are reserved and cannot be sent back.
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code);
    } catch {
      // Already closed.
    }
  }
}
