import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * Which Chromium a file runs in, both Debian's (Playwright's own browser download cannot work here):
 * - `shell`, Chromium's headless shell (apt-get install chromium-headless-shell): the same Blink and
 *   V8 without the full browser around them, about a third less CPU for the whole e2e run
 *   (docs/decisions/088-e2e-in-the-headless-shell.md);
 * - `full`, the browser a parent runs (apt-get install chromium), for the files whose subject the
 *   shell lacks: the Push API, and focus coming back to the page after a dialog or a toast.
 */
export type Engine = 'shell' | 'full';

const EXECUTABLES: Record<Engine, string> = {
  shell: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  full: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

function launchBrowser(engine: Engine): Promise<Browser> {
  return chromium.launch({
    executablePath: EXECUTABLES[engine],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      // Without these Chromium keeps dialing Google's services, which this network refuses.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The browser of the calling test file (its lane's) and the page of the running test, set by
 * `setupBrowser` and `setupPhonePage` (live bindings: read them inside tests and hooks).
 */
export let browser: Browser;
export let page: Page;

/** Pages opened by the running test through `openPhonePage`, closed after it. */
const openPages: Page[] = [];

/**
 * The Chromiums of this lane, one per engine. The e2e project runs its files without isolation
 * (vitest.config.ts): the files of a lane run one after another in one vitest worker and share this
 * module, so the first file launches a browser and the next ones reuse it instead of paying a
 * launch each. Playwright closes them when the worker exits (its SIGTERM and exit handlers). One
 * that crashed or lost its connection is launched again by the next test that needs it.
 */
const laneBrowsers: Partial<Record<Engine, Browser>> = {};

/** The engine of the running file, set by `setupBrowser`. */
let fileEngine: Engine = 'shell';

async function connectedBrowser(): Promise<Browser> {
  const running = laneBrowsers[fileEngine];
  if (running?.isConnected()) return running;
  const launched = await launchBrowser(fileEngine);
  laneBrowsers[fileEngine] = launched;
  return launched;
}

/**
 * The browser lifecycle of an e2e file, written once: the lane's Chromium before its tests (a new
 * one if it went away), every page opened with `openPhonePage` closed (with its context) after the
 * test that opened it, and every context the file left open closed after its last test, as if the
 * file had had a browser of its own: nothing it did reaches the next file of the lane.
 */
export function setupBrowser(options: { engine?: Engine } = {}): void {
  beforeAll(async () => {
    fileEngine = options.engine ?? 'shell';
    browser = await connectedBrowser();
  });
  beforeEach(async () => {
    if (!browser.isConnected()) browser = await connectedBrowser();
  });
  afterEach(async () => {
    for (const opened of openPages.splice(0)) await opened.context().close();
  });
  afterAll(async () => {
    if (!browser?.isConnected()) return;
    for (const context of browser.contexts()) await context.close();
  });
}

/** A fresh phone page in `page` before each test (in a new context), closed after it. */
export function setupPhonePage(options: PhoneOptions = {}): void {
  beforeEach(async () => {
    page = await openPhonePage(options);
  });
}

interface PhoneOptions {
  colorScheme?: 'light' | 'dark';
  /**
   * `allow` for the tests of the installed app (offline, push, updates, the worker's sending):
   * elsewhere the page is one no service worker controls, as at a first visit, so that a test does
   * not pay for the worker's install, the precache of every script of the app, that it never uses.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * A phone page of its own (new context: no cookies shared) for the running test, closed after it.
 * Its steps wait 20 s at most, under the test's own timeout, so that a failure names the step.
 */
export async function openPhonePage(options: PhoneOptions = {}): Promise<Page> {
  const opened = await newPhonePage(browser, options);
  opened.setDefaultTimeout(20_000);
  openPages.push(opened);
  return opened;
}

/** A phone-sized page (a parent's phone first), French locale, Paris time. */
async function newPhonePage(browser: Browser, options: PhoneOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    // One device pixel per CSS pixel: Chromium paints without a GPU here, and no test reads pixels
    // (docs/decisions/070-e2e-waits-and-outages.md).
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    colorScheme: options.colorScheme ?? 'light',
    // Transitions end at once (web/src/index.css honours the wish): without a GPU, Chromium paints
    // every frame of every dialog, toast and skeleton in software, about a fifth of its CPU here.
    reducedMotion: 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  return context.newPage();
}

/** Waits until the page's live socket is open (the banner's status says so). */
export async function waitForLive(target: Page): Promise<void> {
  await target
    .locator('[data-live-status="online"]')
    .waitFor({ state: 'attached', timeout: 20_000 });
}
