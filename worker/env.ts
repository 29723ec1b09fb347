import type { SchoolZone } from '#domain/school-holidays.ts';
import type { Db } from '../db/client.ts';
import type { SpaceGate } from './middleware/space-gate.ts';
import type { DeclaredChange } from './realtime/announce.ts';

/**
 * Secrets and optional settings: not in wrangler.toml (so `wrangler types` does not see them), set
 * with `wrangler secret put NAME` when deployed and in the gitignored `.dev.vars` locally. Merged below
 * into the generated `Env` (the global one and `cloudflare:workers`' one), so that a re-run of
 * `npm run cf-typegen` keeps them.
 */
export interface Secrets {
  /**
   * Key of the access JWTs (HS256) and of refresh-token successors: at least 32 characters, e.g.
   * `openssl rand -base64 48`. Optional only in development, where a fixed default applies.
   */
  JWT_SECRET?: string;
  /**
   * Origins allowed to make state-changing API calls besides the request's own, comma-separated; the
   * first one is also the origin of the links in emails.
   */
  APP_ORIGIN?: string;
  /** HTTP email API (Resend-compatible JSON POST): endpoint, bearer key and sender address. */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  /**
   * Web Push's VAPID identity (RFC 8292, docs/decisions/014-web-push.md): the P-256 public key as an
   * uncompressed point and the private scalar, both base64url (`npm start` generates a pair into
   * .dev.vars), and the sender's contact (`mailto:` or `https:`). Push is off unless all three are set.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}

declare global {
  interface Env extends Secrets {}
  namespace Cloudflare {
    interface Env extends Secrets {}
  }
}

/**
 * The types of the Hono app, set once. `Env` is generated from wrangler.toml by
 * `npm run cf-typegen` into worker-configuration.d.ts: every binding (DB, ASSETS) and variable
 * (ENVIRONMENT) of the Worker, plus the secrets declared above.
 */
export type Bindings = Env;

/** The signed-in user of a request, set by the auth middleware from the access token. */
export interface AuthUser {
  id: string;
  /** The sign-in (refresh-token chain) this request's access token belongs to. */
  sessionChainId: string;
}

/** The space of a `/api/spaces/:spaceId/...` request, set by the membership middleware. */
export interface SpaceContext {
  id: string;
  name: string;
  description: string;
  /** IANA zone in which the space's dates and times are read. */
  timezone: string;
  createdBy: string | null;
  /** « Zone scolaire » (domain/school-holidays.ts): the school holidays its series may pause for. */
  schoolZone: SchoolZone | null;
  /** « Vacances scolaires dans le calendrier abonné »: the zone's holidays in the feed. */
  feedSchoolHolidays: boolean;
}

/** The signed-in user's membership of `space`. */
export interface SpaceMembership {
  isAdmin: boolean;
}

export interface AppVariables {
  /** Set on every request (worker/lib/create-app.ts), echoed as X-Request-Id, logged with errors. */
  requestId: string;
  /** The drizzle client over this request's D1 binding. */
  db: Db;
  /**
   * The request's instant, read once: every expiry and window of the request is computed from it, and
   * the functions below the routes take it as a parameter so tests can pass any instant.
   */
  now: Date;
  /** Only on routes behind the auth middleware. */
  user: AuthUser;
  /**
   * Only on `/api/spaces/:spaceId/...` routes, set once `spaceGate` has checked the request (before
   * the handler when its write needs it, or inside the route's own batch).
   */
  space: SpaceContext;
  /** Set with `space`. */
  membership: SpaceMembership;
  /** Only on `/api/spaces/:spaceId/...` routes: the access check a read route joins. */
  gate: SpaceGate;
  /** Only on space write routes: what the route changes, announced once it has committed. */
  changed: DeclaredChange;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: AppVariables;
}
