/**
 * Where Foyer is served from, as configured (`APP_ORIGIN`, comma-separated origins): the first is the
 * origin of every emailed link, and all of them are what the Origin checks accept (API writes and the
 * live socket). Never the request's own Host, which whoever sends the request chooses.
 */
import { ConfigurationError } from './configuration-error.ts';

type OriginEnv = Pick<Env, 'ENVIRONMENT' | 'APP_ORIGIN'>;

/**
 * In development without APP_ORIGIN (a hand-run `wrangler dev`): the default local address.
 * `npm start`, `npm run dev` and the e2e setup always pass the origin of the port they serve.
 */
const DEVELOPMENT_ORIGINS = ['http://localhost:8787', 'http://127.0.0.1:8787'];

function parse(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    try {
      const { origin } = new URL(trimmed);
      if (origin !== 'null') origins.push(origin);
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return origins;
}

/**
 * The configured origins, the links' first. Outside development, none configured is a deployment
 * mistake: a ConfigurationError, which onError logs and answers as a 500 for every request.
 */
export function appOrigins(env: OriginEnv): readonly string[] {
  const origins = parse(env.APP_ORIGIN);
  if (origins.length > 0) return origins;
  if (env.ENVIRONMENT === 'development') return DEVELOPMENT_ORIGINS;
  throw new ConfigurationError(
    'APP_ORIGIN must be set to the public origin of Foyer, e.g. https://foyer.example (wrangler.toml [env.production.vars] or wrangler secret put APP_ORIGIN): every request is refused until it is',
  );
}

/** The origin of the links in emails. */
export function linkOrigin(env: OriginEnv): string {
  return appOrigins(env)[0] as string;
}
