import { app } from './app.ts';

// The Worker's entry stays small: fetch now; scheduled() and the SpaceHub Durable Object join it
// with the issues that make them real.
export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
