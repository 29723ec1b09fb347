import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { newVapidVars } from './scripts/lib/vapid.ts';

/** e2e files run this many at a time, each lane with a server of its own (tests/e2e/global-setup.ts). */
const E2E_LANES = Number(process.env.E2E_LANES ?? 2);

export default defineConfig({
  test: {
    reporters: ['default', './tests/e2e/support/retried-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Vitest's default on 2 cores is one file at a time (cores - 1); most of a file's time is
          // its start-up, which two at a time overlap.
          maxWorkers: 2,
        },
      },
      {
        // The SPA's forms and dialogs rendered in a simulated DOM (happy-dom) with Testing Library:
        // a form's rules and messages are checked here, in seconds, not only through Chromium.
        plugins: [react()],
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./tests/component/setup.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            // The top level is production (a plain `wrangler deploy`): tests run development.
            wrangler: { configPath: './wrangler.toml', environment: 'development' },
            miniflare: {
              bindings: {
                // Read by tests/worker/setup.ts, which applies them to each test file's fresh D1.
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                // The origin tests/worker/support.ts calls, as npm start passes its own.
                APP_ORIGIN: 'http://localhost:8787',
                // The dev mailbox keeps every email but prints none (worker/mail/dev-mailer.ts).
                DEV_MAIL_QUIET: 'true',
                // Web Push is on in the tests, with a pair of their own (worker/push/).
                ...(await newVapidVars()),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          // Minute-by-minute cron scans and Argon2 sign-ups are CPU-bound: on a loaded 2-core
          // machine 5 s is too tight, and a timeout is a guard against hangs, not a speed check.
          testTimeout: 30_000,
          // beforeAll hooks sign up several people (Argon2 each): same reasoning as above.
          hookTimeout: 60_000,
          setupFiles: ['./tests/worker/setup.ts'],
          // Each file has its own isolate and D1, so two run side by side safely; one at a time (the
          // default on 2 cores) left a core idle while a file started up.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/e2e/global-setup.ts'],
          // Two files at a time, each against its own wrangler dev: a run of sequential files took
          // 24 minutes, most of it spent waiting on a browser or a server.
          maxWorkers: E2E_LANES,
          // A test failing once then passing is named at the end of the run (retried-reporter.ts)
          // instead of failing it: two browsers and two servers on two cores stretch timings.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
