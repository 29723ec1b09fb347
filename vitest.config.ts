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
          // The files share one worker's modules: React, Testing Library and the app's modules are
          // imported once (39 s → 11 s for the project, three quarters of it imports). What a test
          // leaves is undone after it by setup.ts (trees unmounted, storage, stubbed globals and
          // spies restored), and the files pass in any order (`--sequence.shuffle`).
          isolate: false,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            // The top level is production (a plain `wrangler deploy`): tests run development.
            wrangler: { configPath: './wrangler.toml', environment: 'development' },
            miniflare: {
              bindings: {
                // Read by tests/worker/setup.ts, which applies them once per workerd.
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
          // Minute-by-minute cron scans and Argon2 sign-ups are CPU-bound, and a timeout is a guard
          // against hangs, not a speed check: the cron tests that walk hundreds of ticks take 10–20 s
          // on this 2-core machine shared by other work, and twice that when it is busier.
          testTimeout: 60_000,
          // beforeAll hooks sign up several people (Argon2 each): same reasoning as above.
          hookTimeout: 60_000,
          // Each file starts on an empty, migrated D1 (tests/worker/setup.ts) in a workerd that
          // earlier files of its lane already started: a new workerd per file loaded the Worker's
          // modules again, 15–35 s a file on this machine against half a second of migrations
          // (docs/decisions/059-worker-tests-share-a-workerd.md).
          setupFiles: ['./tests/worker/setup.ts'],
          isolate: false,
          // Two lanes, each a workerd with a D1 of its own running its files one after another.
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
          // The files of a lane run one after another in one worker and share its modules:
          // playwright-core and the support modules are imported once per lane instead of once per
          // file (about 2.5 s each), and the lane keeps one Chromium (tests/e2e/support/browser.ts)
          // instead of a launch per file. Each test still gets new browser contexts, and the
          // support modules keep no state across files
          // (docs/decisions/079-e2e-costs-nothing-it-does-not-test.md).
          isolate: false,
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
