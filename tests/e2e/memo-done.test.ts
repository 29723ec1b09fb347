/** A To Do List memo ticked « fait » on one phone, then unticked, is seen so on the other at once. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPhonePage, setupBrowser, waitForLive } from './support/browser.ts';
import { familyOn, sameFamilyOn } from './support/lists.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

const doneBox = (page: Page, text: string) =>
  page
    .getByRole('region', { name: 'To Do List' })
    .getByRole('checkbox', { name: `Fait : ${text}` });

async function waitForDone(page: Page, text: string, done: boolean) {
  await doneBox(page, text)
    .and(page.locator(`[aria-checked="${done}"]`))
    .waitFor();
}

describe('a To Do List memo', () => {
  it('is ticked « fait » and unticked, on both phones, and stays so after a reload', async () => {
    const phone = await openPhonePage();
    const family = await familyOn(phone, baseUrl, 'memo-done');
    await phone.evaluate(
      async ({ spaceId, profileId }) => {
        for (const text of ['Appeler la nounou', 'Acheter du pain']) {
          const response = await fetch(`/api/spaces/${spaceId}/memos`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ profileId, text }),
          });
          if (response.status !== 201) throw new Error(`memo: ${response.status}`);
        }
      },
      { spaceId: family.spaceId, profileId: family.profileId },
    );
    const other = await openPhonePage();
    await sameFamilyOn(other, baseUrl, family);
    await other.goto(`${baseUrl}/dashboard`);
    await waitForDone(other, 'Appeler la nounou', false);
    await waitForLive(other);

    await phone.goto(`${baseUrl}/dashboard`);
    await doneBox(phone, 'Appeler la nounou').click();
    await waitForDone(phone, 'Appeler la nounou', true);
    await waitForDone(other, 'Appeler la nounou', true);
    // Done, it sinks below what is still to do.
    const order = await other
      .getByRole('region', { name: 'To Do List' })
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
    expect(order).toEqual(['Fait : Acheter du pain', 'Fait : Appeler la nounou']);

    await phone.reload();
    await waitForDone(phone, 'Appeler la nounou', true);
    await doneBox(phone, 'Appeler la nounou').click();
    await waitForDone(phone, 'Appeler la nounou', false);
    await waitForDone(other, 'Appeler la nounou', false);
    expect(await phone.getByText('Impossible de modifier le mémo').count()).toBe(0);
  });
});
