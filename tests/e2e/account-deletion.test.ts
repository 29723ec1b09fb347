/**
 * « Supprimer mon compte » from Réglages › Mon compte (docs/decisions/018-account-deletion.md): a wrong
 * password is refused in French and keeps the account; the right one deletes it, lands on the welcome
 * page with a toast, and the address can no longer sign in.
 */
import { describe, expect, it } from 'vitest';
import { fillLogin, newAccount, signUpOnPage } from './support/accounts.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const pathname = () => new URL(page.url()).pathname;

describe('/settings › Mon compte › Supprimer mon compte', () => {
  it('deletes the account after its password, lands on the welcome page, and the login is refused', async () => {
    const account = newAccount('delete-account');
    await signUpOnPage(page, baseUrl, account);
    await page.evaluate(async () => {
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
      localStorage.setItem('activeSpaceId', body.id);
      localStorage.setItem('selectedProfileId', body.profiles[0]?.id ?? '');
    });

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Mon compte/ }).click();
    const section = page.getByRole('region', { name: /^Mon compte/ });
    await section.getByRole('button', { name: 'Supprimer mon compte' }).click();

    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await dialog.waitFor();
    // It says what goes, what the family keeps, and what becomes of the space.
    await dialog.getByText('vous en êtes le seul membre').waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Supprimés :');
    expect(text).toContain('Conservés pour votre famille :');
    expect(text).toContain('« Famille Test »');

    // An empty password is refused by the form, a wrong one by the server: the account stays.
    const password = dialog.getByLabel('Mot de passe', { exact: true });
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await dialog.getByText('Saisissez votre mot de passe pour confirmer la suppression').waitFor();
    await password.fill('Pas-le-bon-2026');
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await dialog.getByText("Mot de passe incorrect. Votre compte n'a pas été supprimé.").waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(pathname()).toBe('/settings');
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(200);

    await password.fill(account.password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Foyer' }).waitFor();
    await page.getByText("Votre compte a été supprimé. Merci d'avoir utilisé Foyer.").waitFor();
    // Nothing of the session is left on this device.
    const local = await page.evaluate(() => ({
      cookie: document.cookie,
      space: localStorage.getItem('activeSpaceId'),
      profile: localStorage.getItem('selectedProfileId'),
    }));
    expect(local).toEqual({ cookie: '', space: null, profile: null });

    // The address no longer signs in.
    await page.goto(`${baseUrl}/login`);
    await fillLogin(page, account);
    await page.getByText('Email ou mot de passe incorrect').first().waitFor();
    expect(pathname()).toBe('/login');
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(401);
  });
});
