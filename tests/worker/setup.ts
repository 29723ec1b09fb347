import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Each test file gets its own isolated D1; bring it to the schema that wrangler applies locally.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
