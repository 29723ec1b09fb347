/**
 * Decision 064: the app asks for the session, the spaces and the chosen profile as its entry runs,
 * alongside the screen's chunks, and each screen's data follows in the next round: today's dashboard
 * and the planning come in 2 rounds of API requests at most, /api/me's included. The start-up
 * requests' chunk is preloaded by index.html, so it is there when the entry imports it.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

interface Asked {
  path: string;
  sent: number;
  done: number;
}

/** The same-origin GETs of a load of `path` (the live socket aside), with their times. */
async function requestsOf(path: string): Promise<Asked[]> {
  const asked = new Map<Request, Asked>();
  const onRequest = (request: Request) => {
    const { pathname, origin } = new URL(request.url());
    if (origin !== baseUrl || request.method() !== 'GET' || pathname.endsWith('/live')) return;
    asked.set(request, { path: pathname, sent: performance.now(), done: Infinity });
  };
  const onDone = (request: Request) => {
    const entry = asked.get(request);
    if (entry) entry.done = performance.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  try {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('main#contenu').waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => [...asked.values()].filter((a) => a.done === Infinity).length).toBe(0);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
  }
  return [...asked.values()];
}

/** API rounds: a request sent after another had come back is one round after it. */
function apiRounds(asked: Asked[]): number {
  const api = asked.filter((a) => a.path.startsWith('/api/')).sort((a, b) => a.sent - b.sent);
  const round = new Map<Asked, number>();
  for (const request of api) {
    const before = api.filter((other) => other.done <= request.sent);
    round.set(request, 1 + Math.max(0, ...before.map((b) => round.get(b) ?? 0)));
  }
  return Math.max(0, ...round.values());
}

describe('the app’s start-up requests', () => {
  it('asks for the session, spaces and profile before the screen’s code has loaded, and gets today’s data in 2 rounds', async () => {
    const family = await signInWithFamily(page, baseUrl, 'start-up');
    const cdp = await page.context().newCDPSession(page);
    let startUpInitiators: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (/\/assets\/start-up-[\w-]+\.js$/.test(request.url))
        startUpInitiators.push(initiator.type);
    });
    await cdp.send('Network.enable');
    for (const path of ['/dashboard', '/planning']) {
      startUpInitiators = [];
      // Cold: nothing kept on the device from the previous screen.
      // (The deletion waits for this page's connection to close, before the next page opens one.)
      await page.evaluate(async () => {
        for (const { name } of await indexedDB.databases())
          if (name) indexedDB.deleteDatabase(name);
      });
      const asked = await requestsOf(path);
      const at = (wanted: string) => asked.find((a) => a.path === wanted);
      const me = at('/api/me');
      const spaces = at('/api/spaces');
      const profile = at(`/api/spaces/${family.spaceId}/profiles/${family.profiles.Camille.id}`);
      const screen = asked.find((a) =>
        /\/assets\/(dashboard|planning)-page-[\w-]+\.js$/.test(a.path),
      );
      const startUp = asked.find((a) => /^\/assets\/start-up-[\w-]+\.js$/.test(a.path));
      // Each of them asked for, named when missing.
      expect(
        Object.entries({ me, spaces, profile, screen, startUp })
          .filter(([, asked]) => asked === undefined)
          .map(([name]) => name),
        path,
      ).toEqual([]);
      // The start-up chunk is among index.html's module preloads, and the page fetched it for that
      // link: asked for with the entry, not once the entry had run and imported it.
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html, path).toContain(
        `<link rel="modulepreload" crossorigin href="${startUp?.path}">`,
      );
      // What made Chromium ask for it: the HTML's parser (the preload), not a script's import().
      expect(startUpInitiators, path).toEqual(['parser']);
      // Sent before the screen's chunk came back: by the entry, not by the screen's guards.
      for (const early of [me, spaces, profile]) {
        expect(early?.sent).toBeLessThan(screen?.done ?? 0);
      }
      expect(asked.some((a) => a.path === `/api/spaces/${family.spaceId}/tasks`)).toBe(true);
      expect(apiRounds(asked), path).toBeLessThanOrEqual(2);
    }
  });
});
