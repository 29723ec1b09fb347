/**
 * A shopping list read in the shop, on a 390 × 844 phone: rows one line high, so that a dozen items
 * show at once; common names on one line; the add field held at the bottom of the screen, above
 * the tab bar, however far the list is scrolled.
 */
import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser } from './support/browser.ts';
import { familyOn, itemBox, listByApi } from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

/** A family's weekly shop, with the names that used to wrap. */
const WEEKLY_SHOP = [
  'Jambon blanc',
  'Lait demi-écrémé',
  'Beurre doux',
  'Pain de mie complet',
  'Pommes',
  'Bananes',
  'Yaourts nature',
  'Œufs',
  'Pâtes',
  'Riz basmati',
  'Tomates',
  'Liquide vaisselle',
  'Papier toilette',
  'Café moulu',
  'Gruyère râpé',
];

describe('a shopping list on a phone', () => {
  it('shows at least twelve items at once, on one line each, with the add field in reach', async () => {
    const phone = await openPhonePage();
    const family = await familyOn(phone, baseUrl, 'list-rows');
    const list = await listByApi(phone, family.spaceId, WEEKLY_SHOP);
    await phone.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(phone, 'Gruyère râpé').waitFor();

    const add = phone.getByRole('combobox', { name: 'Nouvel élément' });
    const tabBar = phone.getByRole('navigation', { name: 'Navigation principale' });
    /** Rows wholly on screen, between the header and the add field. */
    const visibleRows = async () => {
      const floor = (await add.boundingBox())?.y ?? 0;
      const boxes = await phone
        .getByRole('region', { name: 'Éléments' })
        .locator('li')
        .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().toJSON()));
      return boxes.filter((box: DOMRect) => box.top >= 0 && box.bottom <= floor).length;
    };
    expect(await visibleRows()).toBeGreaterThanOrEqual(12);

    // Each name on one line: no taller than a one-line row.
    const heights = await phone
      .locator('[data-item-text]')
      .evaluateAll((names) =>
        names.map(
          (name) =>
            name.getBoundingClientRect().height /
            Number.parseFloat(getComputedStyle(name).lineHeight),
        ),
      );
    expect(heights.every((lines) => lines < 1.5)).toBe(true);

    // Scrolled to the end and back, the add field stays on screen, above the tab bar.
    for (const to of ['document.body.scrollHeight', '0']) {
      await phone.evaluate(`window.scrollTo(0, ${to})`);
      const field = await add.boundingBox();
      const bar = await tabBar.boundingBox();
      expect(field && bar && field.y > 0 && field.y + field.height <= bar.y).toBe(true);
    }
  });
});
