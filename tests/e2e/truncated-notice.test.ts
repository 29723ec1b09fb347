/**
 * A cut planning says so on screen: when the server cuts a range at its limit
 * (`truncated: true`), the planning and the week view tell the family that items are missing. The
 * range answer is marked truncated on its way to the page, as thousands of items a week would.
 */
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { createTaskByApi, futureMonday, signInWithFamily, storeDays } from './support/family.ts';
import { baseUrl } from './support/server.ts';

// The number is written the French way, with a narrow no-break space.
const NOTICE = /^Cette semaine compte trop d'éléments : seuls les 3\s000 premiers sont affichés\.$/;

setupBrowser();
setupPhonePage();

/** Lets range requests through, and marks their answers truncated when `cut` is on. */
async function interceptRanges(cut: boolean) {
  await page.route(/\/api\/spaces\/[^/]+\/tasks\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { truncated?: boolean };
    expect(body.truncated).toBe(false);
    await route.fulfill({ response, json: { ...body, truncated: cut } });
  });
}

describe('a cut planning says so', () => {
  it('the week view and the planning show the notice only when the range was cut', async () => {
    const family = await signInWithFamily(page, baseUrl, 'truncated');
    const monday = futureMonday();
    await createTaskByApi(page, family.spaceId, {
      name: 'Piscine',
      type: 'sport',
      date: monday,
      time: '10:00',
    });
    await storeDays(page, { weeklyViewDate: monday, selectedDate: monday });

    await interceptRanges(false);
    await page.goto(`${baseUrl}/weekly-view`);
    await page.getByText('Piscine').first().waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);

    await page.unroute(/\/api\/spaces\/[^/]+\/tasks\?/);
    await interceptRanges(true);
    await page.reload();
    await page.getByText(NOTICE).waitFor();
    await page.goto(`${baseUrl}/planning`);
    await page.getByText(NOTICE).waitFor();
    // A refetch may still be on its way when the page closes: its handler must not outlive the test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
