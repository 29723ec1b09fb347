/**
 * Last week's shop, after « Supprimer les éléments cochés », on a 390 × 844 phone: « Récemment
 * achetés » offers what was bought, one tap puts it back on the list with its note, and a note
 * shows after its name without taking a second line.
 */
import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser } from './support/browser.ts';
import { familyOn, itemBox, listByApi } from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

const BOUGHT = ['Beurre doux', 'Lait demi-écrémé', '2 x Baguette', 'Café moulu'];
const STILL = ['Pommes', 'Yaourts nature', 'Jambon blanc', 'Tomates'];

describe('« Récemment achetés » on a phone', () => {
  it('puts a cleared item back in one tap, with its note, shown on the row’s one line', async () => {
    const phone = await openPhonePage();
    const family = await familyOn(phone, baseUrl, 'list-purchases');
    const list = await listByApi(phone, family.spaceId, [...BOUGHT, ...STILL]);
    await phone.evaluate(
      async ({ spaceId, listId, ids, bought }) => {
        const item = (id: string) => `/api/spaces/${spaceId}/lists/${listId}/items/${id}`;
        const send = (method: string, path: string, body?: unknown) =>
          fetch(path, {
            method,
            headers: { 'content-type': 'application/json' },
            ...(body !== undefined && { body: JSON.stringify(body) }),
          });
        await send('PATCH', item(ids['Yaourts nature'] ?? ''), { note: 'nature, sans sucre' });
        await send('PATCH', item(ids['Lait demi-écrémé'] ?? ''), { note: 'sans lactose' });
        for (const text of bought) await send('PATCH', item(ids[text] ?? ''), { completed: true });
        for (const text of bought) await send('DELETE', item(ids[text] ?? ''));
      },
      { spaceId: family.spaceId, listId: list.id, ids: list.ids, bought: BOUGHT },
    );
    await phone.goto(`${baseUrl}/list/${list.id}`);
    await itemBox(phone, 'Tomates').waitFor();

    // The note is on the name's line: the row is no taller than one without a note.
    const note = phone.getByText('nature, sans sucre');
    await note.waitFor();
    const rowHeight = (text: string) =>
      phone
        .getByRole('region', { name: 'Éléments' })
        .locator('li', { hasText: text })
        .evaluate((row) => row.getBoundingClientRect().height);
    expect(await rowHeight('Yaourts nature')).toBe(await rowHeight('Tomates'));

    const recent = phone.getByText('Récemment achetés');
    await recent.click();
    const readd = phone.getByRole('button', { name: 'Remettre « Lait demi-écrémé » sur la liste' });
    await readd.waitFor();
    expect(
      await phone.getByRole('list', { name: 'Récemment achetés' }).getByRole('button').count(),
    ).toBe(BOUGHT.length);
    if (process.env.FOYER_SHOTS) await shots(phone, process.env.FOYER_SHOTS);

    await readd.click();
    await itemBox(phone, 'Lait demi-écrémé').waitFor();
    await phone.getByText('sans lactose').waitFor();
    await readd.waitFor({ state: 'detached' });
    const stored = await phone.evaluate(
      async ({ spaceId, listId }) => {
        const response = await fetch(`/api/spaces/${spaceId}/lists/${listId}`);
        const { items } = (await response.json()) as { items: { text: string; note: string }[] };
        return items.find((item) => item.text === 'Lait demi-écrémé')?.note;
      },
      { spaceId: family.spaceId, listId: list.id },
    );
    expect(stored).toBe('sans lactose');
  });
});

/** Screenshots for a person to look at, light and dark, when FOYER_SHOTS names a folder. */
async function shots(phone: import('playwright-core').Page, folder: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await phone.emulateMedia({ colorScheme });
    await phone.screenshot({ path: `${folder}/list-purchases-${colorScheme}.png`, fullPage: true });
  }
  await phone.emulateMedia({ colorScheme: 'light' });
}
