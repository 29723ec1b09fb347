import { createApp } from './lib/create-app.ts';
import { health } from './routes/health.ts';

export const app = createApp();

// One sub-app per resource, chained so that AppType carries every route to the SPA's hc client.
const routes = app.route('/api/health', health);

export type AppType = typeof routes;
