/**
 * An account is not a space: someone who signed up and never created a family reaches « Mon compte »
 * from the space set-up, downloads their data and deletes their account there.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { newAccount, signInOnPage, signUpByApi } from './support/accounts.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const pathname = () => new URL(page.url()).pathname;

describe('/account with no space', () => {
  it('exports the data and deletes the account without a family space', async () => {
    const account = newAccount('no-space');
    await signUpByApi(baseUrl, account);
    await signInOnPage(page, baseUrl, account);
    await page.waitForURL((url) => url.pathname === '/setup-space');

    await page.getByRole('link', { name: 'Mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    const section = page.getByRole('region', { name: /^Mon compte/ });
    expect(await section.getByLabel('Email').inputValue()).toBe(account.email);

    // « Exporter mes données »: the file holds the account, and no space.
    await page.getByRole('button', { name: /^Exporter mes données/ }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mes données' }).click();
    const download = await downloading;
    const path = await download.path();
    const exported = JSON.parse(await readFile(path, 'utf8')) as {
      account: { email: string };
      spaces: unknown[];
    };
    expect(exported.account.email).toBe(account.email);
    expect(exported.spaces).toEqual([]);

    // « Supprimer mon compte »: the account goes, and the welcome page says so.
    await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText("Votre compte a été supprimé. Merci d'avoir utilisé Foyer.").waitFor();
    expect(pathname()).toBe('/');

    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(401);
  });
});
