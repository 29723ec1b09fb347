import { createApp } from './lib/create-app.ts';
import { auth } from './routes/auth.ts';
import { dev } from './routes/dev.ts';
import { health } from './routes/health.ts';
import { me } from './routes/me.ts';

export const app = createApp();

// One sub-app per resource, chained so that AppType carries every route to the SPA's hc client.
const routes = app
  .route('/api/health', health)
  .route('/api/auth', auth)
  .route('/api/me', me)
  .route('/api/dev', dev);

export type AppType = typeof routes;
