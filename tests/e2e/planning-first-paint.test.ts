/**
 * Decision 021: the planning paints without the code of its overlays (the calendar's popover, the
 * plus menu, the bell's popover), without zod and without a holiday calendar to fetch; each overlay loads when
 * first pressed and opens at once, with the focus where radix puts it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { signInWithFamily, storeDays } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const OVERLAYS = /\/assets\/(date-picker-popover|add-menu-overlay|notification-bell-popover)-/;

function focusedName(target: Page): Promise<string> {
  return target.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });
}

describe('the planning’s first paint', () => {
  it('shows the holiday without fetching a calendar, and loads each overlay when first pressed', async () => {
    await signInWithFamily(page, baseUrl, 'first-paint');
    await storeDays(page, { selectedDate: '2030-11-11' });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) asked.push(pathname);
    });
    await page.goto(`${baseUrl}/planning`);
    await page.getByRole('heading', { name: /Planning du lundi 11 novembre/ }).waitFor();
    await page
      .locator('main [data-holiday]')
      .filter({ hasText: 'Armistice 1918' })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked.length).toBeGreaterThan(3);
    // The public holidays are computed, not fetched. The school holidays' snapshot and the query
    // that reads the refreshed periods are part of the planning's own scripts, asked for with them
    // (docs/decisions/048-school-holidays.md, 050-school-calendar-refresh.md).
    const calendars = asked.filter(
      (script) => /holiday/.test(script) && !/\/assets\/(get-)?school-holidays-/.test(script),
    );
    expect(asked.filter((script) => OVERLAYS.test(script))).toEqual([]);
    expect(calendars).toEqual([]);
    // Nor zod (domain/validation.ts's chunk): nothing is validated before a form opens.
    expect(asked.filter((script) => /\/assets\/validation-/.test(script))).toEqual([]);

    // The calendar, from the keyboard: loaded, open on the chosen day; Escape gives the focus back.
    const dateButton = page.getByRole('button', { name: /^Choisir une date/ });
    expect(await dateButton.getAttribute('aria-haspopup')).toBe('dialog');
    await dateButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('grid').waitFor();
    expect(asked.some((script) => script.includes('/date-picker-popover-'))).toBe(true);
    await expect.poll(() => focusedName(page)).toMatch(/11 novembre 2030/);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Radix gives the focus back on a timer after the dialog has gone, so wait for it.
    await expect.poll(() => focusedName(page)).toMatch(/^Choisir une date/);

    // The plus menu, from the keyboard: on its first item, as radix does.
    const addButton = page.getByRole('button', { name: 'Ajouter au planning' });
    expect(await addButton.getAttribute('aria-haspopup')).toBe('menu');
    await addButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Activité & Loisir' }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Tâche à planifier');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Ajouter au planning');

    // The bell, with the pointer.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Dernières notifications' }).waitFor();
    await page.getByRole('link', { name: 'Voir toutes les alertes' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Loaded once: the next press opens the real control straight away.
    await dateButton.click();
    await page.getByRole('dialog').getByRole('grid').waitFor();
    await page
      .getByRole('gridcell', { name: /13 novembre 2030/ })
      .getByRole('button')
      .click();
    await page.getByRole('heading', { name: /Planning du mercredi 13 novembre/ }).waitFor();

    // The week and the month paint without zod too.
    for (const [path, heading] of [
      ['/weekly-view', /Semaine/],
      ['/month', /Novembre 2030/],
    ] as const) {
      asked.length = 0;
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked.length, path).toBeGreaterThan(3);
      expect(
        asked.filter((script) => /\/assets\/validation-/.test(script)),
        path,
      ).toEqual([]);
    }
  });
});
