/**
 * Réglages › Mon compte › « Appareils connectés »: a parent signed in on two browsers sees both, the
 * one in hand named « Cet appareil », and ends the other, which lands on the sign-in page at once.
 */
import { describe, expect, it } from 'vitest';
import { newAccount, signInByApi, signUpOnPage } from './support/accounts.ts';
import { browser, page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { baseUrl } from './support/server.ts';

const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

setupBrowser();
setupPhonePage();

/** A space of one parent made from `page`'s session, chosen on that browser (space and profile). */
function createSpaceOnPage(): Promise<{ spaceId: string; profileId: string }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/spaces', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Famille Test',
        members: [{ name: 'Camille', role: 'parent', emoji: '👩' }],
      }),
    });
    if (response.status !== 201) throw new Error(`space: ${response.status}`);
    const body = (await response.json()) as { id: string; profiles: { id: string }[] };
    const ids = { spaceId: body.id, profileId: body.profiles[0]?.id ?? '' };
    localStorage.setItem('activeSpaceId', ids.spaceId);
    localStorage.setItem('selectedProfileId', ids.profileId);
    return ids;
  });
}

describe('/settings › Mon compte › Appareils connectés', () => {
  it('ends the other browser’s sign-in after a confirmation: that browser is sent to /login, told why', async () => {
    const account = newAccount('connected-devices');
    await signUpOnPage(page, baseUrl, account);
    const space = await createSpaceOnPage();

    // The same account on a computer: another browser context, its own cookies.
    const computer = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      userAgent: WINDOWS_FIREFOX,
    });
    try {
      const other = await computer.newPage();
      other.setDefaultTimeout(20_000);
      await signInByApi(other, baseUrl, account);
      await other.evaluate((ids) => {
        localStorage.setItem('activeSpaceId', ids.spaceId);
        localStorage.setItem('selectedProfileId', ids.profileId);
      }, space);
      await other.goto(`${baseUrl}/`);
      await waitForLive(other);

      await page.goto(`${baseUrl}/settings`);
      await page.getByRole('button', { name: /^Mon compte/ }).click();
      const devices = page.getByRole('region', { name: 'Appareils connectés' });
      await devices.getByText('Cet appareil').waitFor();
      const end = devices.getByRole('button', { name: 'Déconnecter Firefox sur Windows' });
      // Reached and opened with the keyboard.
      await end.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Déconnecter cet appareil ?' });
      await confirm.getByRole('button', { name: 'Déconnecter' }).click();
      await page.getByText('Appareil déconnecté').waitFor();

      await other.waitForURL((url) => url.pathname === '/login');
      // The ended browser says why it is on /login, and only that.
      await other.getByText('Déconnecté depuis un autre appareil', { exact: true }).waitFor();
      expect(await other.getByText('Votre session a pris fin', { exact: false }).count()).toBe(0);
      expect(await other.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
      await devices.getByRole('button', { name: 'Déconnecter Firefox sur Windows' }).waitFor({
        state: 'detached',
      });
      expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(200);
    } finally {
      await computer.close();
    }
  });

  it('a password changed in Mon compte sends the other browser to /login, told why', async () => {
    const account = newAccount('password-elsewhere');
    await signUpOnPage(page, baseUrl, account);
    const space = await createSpaceOnPage();
    const computer = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      userAgent: WINDOWS_FIREFOX,
    });
    try {
      const other = await computer.newPage();
      other.setDefaultTimeout(20_000);
      await signInByApi(other, baseUrl, account);
      await other.evaluate((ids) => {
        localStorage.setItem('activeSpaceId', ids.spaceId);
        localStorage.setItem('selectedProfileId', ids.profileId);
      }, space);
      await other.goto(`${baseUrl}/`);
      await waitForLive(other);

      await page.goto(`${baseUrl}/settings`);
      await page.getByRole('button', { name: /^Mon compte/ }).click();
      const section = page.getByRole('region', { name: /^Mon compte/ });
      await section.getByLabel('Nouveau mot de passe').fill('Cerf-volant-sur-la-dune-2027');
      await section.getByLabel('Mot de passe actuel').fill(account.password);
      await section.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('Mot de passe modifié', { exact: true }).waitFor();

      // The other browser's live stream closes for the ended session; it lands on /login.
      await other.waitForURL((url) => url.pathname === '/login');
      await other
        .getByText(
          'Vous avez été déconnecté : le mot de passe a été changé sur un autre appareil',
          {
            exact: true,
          },
        )
        .waitFor();
    } finally {
      await computer.close();
    }
  });

  it('an account deleted on one browser sends the other to /login, told why', async () => {
    const account = newAccount('deleted-elsewhere');
    await signUpOnPage(page, baseUrl, account);
    const space = await createSpaceOnPage();
    const computer = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
    });
    try {
      const other = await computer.newPage();
      other.setDefaultTimeout(20_000);
      await signInByApi(other, baseUrl, account);
      await other.evaluate((ids) => {
        localStorage.setItem('activeSpaceId', ids.spaceId);
        localStorage.setItem('selectedProfileId', ids.profileId);
      }, space);
      await other.goto(`${baseUrl}/`);
      await waitForLive(other);

      await page.goto(`${baseUrl}/account`);
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
      await dialog.getByLabel('Mot de passe', { exact: true }).fill(account.password);
      await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      await other.waitForURL((url) => url.pathname === '/login');
      await other
        .getByText('Vous avez été déconnecté : ce compte a été supprimé', { exact: true })
        .waitFor();
    } finally {
      await computer.close();
    }
  });
});
