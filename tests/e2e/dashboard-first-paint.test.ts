/**
 * Decision 034: the dashboard paints its To Do List without the memo dialogs' code (the add and edit
 * form with react-hook-form and zod, radix's dialog stack) and without zod; each dialog loads when
 * first opened, with the focus inside it, and gives the focus back to its button when closed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const DIALOGS = /\/assets\/(memo-form-dialog|confirm-dialog|dialog)-/;

/** The focused element's accessible name, and the role of the dialog it is in (or ''). */
function focusedIn(target: Page): Promise<{ name: string; dialog: string }> {
  return target.evaluate(() => {
    const el = document.activeElement;
    return {
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      dialog: el?.closest('[role=dialog],[role=alertdialog]')?.getAttribute('role') ?? '',
    };
  });
}

describe('the dashboard’s first paint', () => {
  it('shows the To Do List without zod or the memo dialogs, and loads each dialog when first opened', async () => {
    const family = await signInWithFamily(page, baseUrl, 'dashboard-paint');
    await page.evaluate(
      async ({ spaceId, profileId }) => {
        const response = await fetch(`/api/spaces/${spaceId}/memos`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ profileId, text: 'Rendre les livres' }),
        });
        if (response.status !== 201) throw new Error(`memo: ${response.status}`);
      },
      { spaceId: family.spaceId, profileId: family.profiles.Camille.id },
    );
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) asked.push(pathname);
    });
    await page.goto(`${baseUrl}/dashboard`);
    const todoList = page.getByRole('region', { name: 'To Do List' });
    await todoList.getByText('Rendre les livres').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.length).toBeGreaterThan(3);
    expect(asked.filter((script) => DIALOGS.test(script))).toEqual([]);
    expect(asked.filter((script) => /\/assets\/validation-/.test(script))).toEqual([]);

    // The add dialog, from the keyboard: loaded, the focus inside; Escape gives it back.
    const add = todoList.getByRole('button', { name: 'Ajouter un mémo' });
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Ajouter un mémo' }).getByLabel('Mémo').waitFor();
    expect(asked.some((script) => script.includes('/memo-form-dialog-'))).toBe(true);
    await expect.poll(async () => (await focusedIn(page)).dialog).toBe('dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focusedIn(page)).name).toBe('Ajouter un mémo');

    // The delete confirmation, from the keyboard: on « Annuler », as radix's alert dialog does.
    const remove = todoList.getByRole('button', {
      name: 'Supprimer le mémo « Rendre les livres »',
    });
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: 'Supprimer le mémo ?' }).waitFor();
    expect(asked.some((script) => script.includes('/confirm-dialog-'))).toBe(true);
    await expect.poll(() => focusedIn(page)).toEqual({ name: 'Annuler', dialog: 'alertdialog' });
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await focusedIn(page)).name)
      .toBe('Supprimer le mémo « Rendre les livres »');

    // Loaded once: the next opening shows the form at once, and it still adds a memo.
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un mémo' });
    await dialog.getByLabel('Mémo').fill('Arroser les plantes');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await dialog.waitFor({ state: 'detached' });
    await todoList.getByText('Arroser les plantes').waitFor();
  });
});
