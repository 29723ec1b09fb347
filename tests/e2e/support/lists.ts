/**
 * A family with a shopping list on one or two phones, for the list journeys (offline, type-ahead,
 * a weak network): the account, its space and profile chosen on the device, a list made through
 * the API, and what the server holds.
 */
import type { Page } from 'playwright-core';
import { newAccount, signInByApi, signUpOnPage, type TestAccount } from './accounts.ts';

export interface ListFamily {
  account: TestAccount;
  spaceId: string;
  profileId: string;
}

/** A new account with a space (Camille selected), signed in on `page`. */
export async function familyOn(page: Page, baseUrl: string, tag: string): Promise<ListFamily> {
  const account = newAccount(tag);
  await signUpOnPage(page, baseUrl, account);
  const space = await page.evaluate(async () => {
    const response = await fetch('/api/spaces', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Famille Hors Ligne',
        members: [{ name: 'Camille', role: 'parent', emoji: '👩' }],
      }),
    });
    return (await response.json()) as { id: string; profiles: { id: string }[] };
  });
  const profileId = space.profiles[0]?.id ?? '';
  await remember(page, space.id, profileId);
  return { account, spaceId: space.id, profileId };
}

/** The same family signed in on another phone (`other`), with the same space and profile chosen. */
export async function sameFamilyOn(other: Page, baseUrl: string, family: ListFamily) {
  await signInByApi(other, baseUrl, family.account);
  await remember(other, family.spaceId, family.profileId);
}

/** The device's chosen space and profile, as the profile chooser leaves them. */
async function remember(page: Page, spaceId: string, profileId: string) {
  await page.evaluate(
    ({ spaceId, profileId }) => {
      localStorage.setItem('activeSpaceId', spaceId);
      localStorage.setItem('selectedProfileId', profileId);
    },
    { spaceId, profileId },
  );
}

/**
 * A « Courses » list holding `items`, made through the API; its id and its items' ids. A shopping
 * list shows its items by aisle; `type: 'tasks'` keeps them in the list's own order on screen.
 */
export async function listByApi(
  page: Page,
  spaceId: string,
  items: string[],
  type: 'shopping' | 'tasks' = 'shopping',
) {
  return page.evaluate(
    async ({ spaceId, items, type }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status !== 201) throw new Error(`${path}: ${response.status}`);
        return response.json();
      };
      const { list } = await post(`/api/spaces/${spaceId}/lists`, {
        title: 'Courses',
        type,
      });
      const ids: Record<string, string> = {};
      for (const text of items) {
        const { item } = await post(`/api/spaces/${spaceId}/lists/${list.id}/items`, { text });
        ids[text] = item.id;
      }
      return { id: list.id as string, ids };
    },
    { spaceId, items, type },
  );
}

/** The list's items as the server has them, in its order, « ✓ » after a ticked one. */
export async function serverItems(page: Page, spaceId: string, listId: string) {
  return page.evaluate(
    async ({ spaceId, listId }) => {
      const response = await fetch(`/api/spaces/${spaceId}/lists/${listId}`);
      const { items } = (await response.json()) as {
        items: { text: string; completed: boolean }[];
      };
      return items.map((item) => `${item.text}${item.completed ? ' ✓' : ''}`);
    },
    { spaceId, listId },
  );
}

/** An item's checkbox, named by its text (then who added it: a space or nothing follows). */
export const itemBox = (page: Page, text: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${text}(?:\\s|$)`) });

/** Deletes an item from its « … » menu, as a tap would. */
export async function deleteItem(page: Page, text: string) {
  await page.getByRole('button', { name: `Actions pour « ${text} »` }).click();
  await page.getByRole('menuitem', { name: 'Supprimer' }).click();
}

/** Waits until the item shows ticked, or not. */
export async function waitForTick(page: Page, text: string, ticked: boolean) {
  await itemBox(page, text)
    .and(page.locator(`[aria-checked="${ticked}"]`))
    .waitFor();
}

/** The texts of the items on screen, in their order, « ✓ » after a ticked one. */
export async function shownItems(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Éléments' })
    .locator('li')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const text = row.querySelector('[data-item-text]')?.textContent ?? '';
        const ticked = row.querySelector('[role="checkbox"]')?.getAttribute('aria-checked');
        return `${text}${ticked === 'true' ? ' ✓' : ''}`;
      }),
    );
}
