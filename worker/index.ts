import { app } from './app.ts';

export { SpaceHub } from './realtime/space-hub.ts';

// The Worker's entry stays small: the API and assets (fetch), and the Durable Object class of the
// live family space.
export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
