/**
 * A list tick reaching the other phone's screen, in two Chromium pages of one family on the
 * wrangler dev of run.ts (the built app: `npm run bench` builds first). For each of 20 ticks made
 * on one page, the time from the click to the item's checkbox changing on the other page (the
 * socket, the cache update and the render; a refetch too while the event carries no data). Then
 * both pages tick three items each at once: the time until both show all six ticked.
 * Bounded in count; loopback only.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { ms, summarize } from './measure.ts';

// What the page functions below use of the page's DOM (this file is type-checked without it).
interface Box {
  getAttribute(name: string): string | null;
  querySelector(selector: string): Box | null;
  textContent: string | null;
  click(): void;
}
declare const document: { querySelectorAll(selector: string): Iterable<Box>; body: unknown };

declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: unknown, options: Record<string, boolean>): void;
  disconnect(): void;
}

type Record_ = (what: string, value: string, how: string) => void;

const TICKS = 20;
const ITEMS = ['Lait', 'Pain', 'Œufs', 'Beurre', 'Pommes', 'Café'];

const ACCOUNT = { password: 'Bench-Ecrans-2031-long' };

/** An account, its space and a list of six items, through the API. */
async function familyWithList(baseUrl: string) {
  const email = `bench-screens-${Date.now()}@famille.test`;
  const json = { 'content-type': 'application/json', origin: baseUrl };
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Ecrans', email, ...ACCOUNT }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .join('; ');
  /** The JSON answer, of the shape the route answers. */
  const post = async <Answer>(path: string, body: unknown) =>
    (
      await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...json, cookie },
        body: JSON.stringify(body),
      })
    ).json() as Promise<Answer>;
  const space = await post<{ id: string; profiles: { id: string }[] }>('/api/spaces', {
    name: 'Bench',
    members: [{ name: 'Bench', role: 'parent', emoji: '👩' }],
  });
  const { list } = await post<{ list?: { id: string } }>(`/api/spaces/${space.id}/lists`, {
    title: 'Courses',
    type: 'tasks',
  });
  const listId = list?.id ?? '';
  for (const text of ITEMS) await post(`/api/spaces/${space.id}/lists/${listId}/items`, { text });
  return { email, spaceId: space.id, profileId: space.profiles[0]?.id ?? '', listId };
}

/** Signs the page in through the API as the app's form would, its space and profile chosen. */
async function signIn(
  page: Page,
  baseUrl: string,
  family: { email: string; spaceId: string; profileId: string },
) {
  // The page's own session check (a refused refresh clears the cookies) ends before the login.
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`login: ${response.status}`);
    },
    { email: family.email, password: ACCOUNT.password },
  );
  await page.evaluate(
    ({ spaceId, profileId }) => {
      localStorage.setItem('activeSpaceId', spaceId);
      localStorage.setItem('selectedProfileId', profileId);
    },
    { spaceId: family.spaceId, profileId: family.profileId },
  );
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/**
 * Clicks the item's checkbox in the page itself; the instant of the click (epoch ms). A row is an
 * `li` with the item's `[data-item-text]` and its `role="checkbox"` (as tests/e2e/support/lists.ts
 * reads the screen).
 */
function tickIn(page: Page, text: string): Promise<number> {
  return page.evaluate((text) => {
    const box = [...document.querySelectorAll('li')]
      .find((row) => row.querySelector('[data-item-text]')?.textContent === text)
      ?.querySelector('[role="checkbox"]');
    if (!box) throw new Error(`no checkbox ${text}`);
    const at = performance.timeOrigin + performance.now();
    box.click();
    return at;
  }, text);
}

/**
 * The instant (epoch ms) the page first shows every named item with `aria-checked` as asked, seen
 * by a MutationObserver installed now; resolves when it happens or after 5 s (then Infinity).
 */
function whenShown(page: Page, texts: string[], ticked: boolean, waitMs = 5_000): Promise<number> {
  return page
    .evaluate(
      ({ texts, ticked, waitMs }) =>
        new Promise<number>((resolve) => {
          const done = () =>
            texts.every((text) =>
              [...document.querySelectorAll('li')].some(
                (row) =>
                  row.querySelector('[data-item-text]')?.textContent === text &&
                  row.querySelector('[role="checkbox"]')?.getAttribute('aria-checked') ===
                    String(ticked),
              ),
            );
          const stop = (value: number) => {
            observer.disconnect();
            clearTimeout(timer);
            resolve(value);
          };
          const observer = new MutationObserver(() => {
            if (done()) stop(performance.timeOrigin + performance.now());
          });
          const timer = setTimeout(() => stop(Number.POSITIVE_INFINITY), waitMs);
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          if (done()) stop(performance.timeOrigin + performance.now());
        }),
      { texts, ticked, waitMs },
    )
    .catch(() => Number.POSITIVE_INFINITY);
}

export async function benchListTicksOnScreen(baseUrl: string, record: Record_) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const family = await familyWithList(baseUrl);
    const first = await phone(browser);
    const second = await phone(browser);
    for (const page of [first, second]) {
      await signIn(page, baseUrl, family);
      await page.goto(`${baseUrl}/list/${family.listId}`);
      await page.locator('[data-live-status="online"]').waitFor({ state: 'attached' });
      await page.locator('[data-item-text]', { hasText: 'Café' }).waitFor();
    }

    const toScreen: number[] = [];
    for (let i = 0; i < TICKS; i++) {
      const text = ITEMS[i % ITEMS.length] as string;
      const ticked = Math.floor(i / ITEMS.length) % 2 === 0;
      const seen = whenShown(second, [text], ticked);
      const clicked = await tickIn(first, text);
      const at = await seen;
      if (Number.isFinite(at)) toScreen.push(at - clicked);
      else console.warn(`tick ${i}: the other page did not show it within 5 s`);
      // The ticking page's own write settled before the next tick, as a person's next tap would.
      await whenShown(first, [text], ticked);
    }
    const screen = summarize(toScreen);
    record(
      'List tick to the other phone’s screen',
      `${ms(screen.median)} median`,
      `click on one Chromium page → the checkbox changes on a second page of the family; ${screen.n} ticks, p95 ${ms(screen.p95)}, max ${ms(screen.max)}`,
    );

    // Every item unticked, then three ticks on each page at once.
    for (const text of ITEMS) {
      if ((await whenShown(first, [text], true, 0)) !== Number.POSITIVE_INFINITY) {
        await tickIn(first, text);
      }
    }
    await whenShown(second, ITEMS, false);
    const both = [whenShown(first, ITEMS, true), whenShown(second, ITEMS, true)];
    const started = performance.timeOrigin + performance.now();
    await Promise.all([
      (async () => {
        for (const text of ITEMS.slice(0, 3)) await tickIn(first, text);
      })(),
      (async () => {
        for (const text of ITEMS.slice(3)) await tickIn(second, text);
      })(),
    ]);
    const agreed = Math.max(...(await Promise.all(both))) - started;
    // Still so a second later: no refetch landing late took a tick back.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const checked = (page: Page) => page.locator('[role="checkbox"][aria-checked="true"]').count();
    const held = (await Promise.all([first, second].map(checked))).every((n) => n === ITEMS.length);
    record(
      'Six ticks on two phones’ screens at once, agreed',
      Number.isFinite(agreed) ? ms(agreed) : 'not within 5 s',
      `three clicks on each of two pages together → both pages show all six ticked (${held ? 'still so' : 'no longer so'} a second later)`,
    );
  } finally {
    await browser.close();
  }
}
