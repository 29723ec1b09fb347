import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { createTaskByApi, parisToday, signInWithFamily, storeDays } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

/** 190 characters, as a parent once typed into the title field. */
const LONG_TITLE =
  `Déposer Léa et Tom à l'école puis passer à la pharmacie ${'prendre le sirop et les pansements, '.repeat(4)}rappeler la nounou`.slice(
    0,
    190,
  );

/** The title's lines as drawn, and its width against its card's. */
async function titleShape(title: Locator, card: Locator) {
  const [box, cardBox] = await Promise.all([title.boundingBox(), card.boundingBox()]);
  const lineHeight = await title.evaluate((node) =>
    Number.parseFloat(getComputedStyle(node).lineHeight),
  );
  if (!box || !cardBox) throw new Error('title or card not drawn');
  return {
    lines: Math.round(box.height / lineHeight),
    widthShare: box.width / cardBox.width,
    cardHeight: cardBox.height,
    text: await title.textContent(),
  };
}

describe('planning cards', () => {
  it('give a long title the card’s width, one line on the home and two elsewhere, and keep it whole for screen readers', async () => {
    const family = await signInWithFamily(page, baseUrl, 'long-title');
    const today = parisToday();
    await createTaskByApi(page, family.spaceId, {
      name: LONG_TITLE,
      type: 'ecole',
      date: today,
      time: '08:20',
      endTime: '08:45',
      responsable: family.profiles.Camille.id,
      enfant: family.profiles.Léa.id,
    });
    expect(LONG_TITLE).toHaveLength(190);

    // The home's rows are one line each, so that the family's day fits a phone's first screen;
    // the planning and the week give a long title two.
    const screens = [
      { path: '/dashboard', shot: 'cards-dashboard', lines: 1 },
      { path: '/planning', shot: 'cards-planning', lines: 2 },
      { path: '/weekly-view', shot: 'cards-week', lines: 2 },
    ];
    await storeDays(page, { selectedDate: today, weeklyViewDate: today });
    for (const screen of screens) {
      await page.goto(`${baseUrl}${screen.path}`);
      const link = page.getByRole('link', { name: new RegExp(`^${LONG_TITLE.slice(0, 30)}`) });
      await link.first().waitFor();
      const title = link.first().locator('[data-title]');
      const card = link.first().locator('xpath=..');
      const shape = await titleShape(title, card);
      expect({ screen: screen.path, lines: shape.lines }).toEqual({
        screen: screen.path,
        lines: screen.lines,
      });
      // The time no longer shares the title's row: the title spans most of the card.
      expect(shape.widthShare).toBeGreaterThan(0.6);
      expect(shape.cardHeight).toBeLessThan(170);
      expect(shape.text).toBe(LONG_TITLE);
      // The time is still written on the card.
      expect(await link.first().textContent()).toContain('08:20 – 08:45');
    }

    // Opened, the item shows its whole title.
    await page
      .getByRole('link', { name: new RegExp(`^${LONG_TITLE.slice(0, 30)}`) })
      .first()
      .click();
    await page.getByRole('heading', { name: LONG_TITLE }).waitFor();
  });
});
