import { describe, expect, inject, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';

const baseUrl = inject('baseUrl');

setupBrowser();
setupPhonePage();

const pathname = () => new URL(page.url()).pathname;

describe('leaving a changed form with the browser’s back', () => {
  it('asks « Abandonner les modifications ? » as the arrow does, and keeps the form on « Continuer »', async () => {
    await signInWithFamily(page, baseUrl, 'leave-back');
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('link', { name: /^Tâche/ }).click();
    await page.getByRole('heading', { name: 'Nouvelle tâche' }).waitFor();
    await page.getByLabel('Nom de la tâche').fill('Réunion parents-profs');

    // The phone's back gesture is the browser's own back (not a click in the page). It may not
    // finish: the guard puts the form's entry back.
    await page.goBack({ waitUntil: 'commit', timeout: 3000 }).catch(() => null);
    const confirm = page.getByRole('alertdialog', { name: 'Abandonner les modifications ?' });
    await confirm.getByRole('button', { name: 'Continuer la saisie' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(pathname()).toBe('/new-task');
    expect(await page.getByLabel('Nom de la tâche').inputValue()).toBe('Réunion parents-profs');

    await page.goBack({ waitUntil: 'commit', timeout: 3000 }).catch(() => null);
    await confirm.getByRole('button', { name: 'Abandonner' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
