/**
 * Passkeys (« clés d'accès ») end to end in Chromium, with a virtual platform authenticator (the
 * DevTools protocol's WebAuthn domain, user verification on): added in Mon compte, used to sign in
 * after signing out, then removed, after which it signs nobody in.
 */
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signInOnPage, signUpByApi } from './support/accounts.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { baseUrl as laneBaseUrl } from './support/server.ts';

// WebAuthn refuses an IP address as the site: the test browses the server by the name `localhost`,
// one of the origins the test server is configured with (APP_ORIGIN).
const baseUrl = laneBaseUrl.replace('127.0.0.1', 'localhost');

setupBrowser();
setupPhonePage();

/** A passkey-capable device: a platform authenticator that verifies its user (face, fingerprint). */
async function addVirtualAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

async function openAccount(): Promise<void> {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('button', { name: /^Mon compte/ }).click();
}

async function signOut(): Promise<void> {
  expect(
    await page.evaluate(async () => (await fetch('/api/auth/logout', { method: 'POST' })).status),
  ).toBe(200);
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

describe('passkeys', () => {
  it('adds one in Mon compte, signs in with it after signing out, then removes it', async () => {
    const account = newAccount('passkeys');
    await signUpByApi(laneBaseUrl, account);
    const cdp = await page.context().newCDPSession(page);
    const authenticatorId = await addVirtualAuthenticator(cdp);

    await signInOnPage(page, baseUrl, account);
    // Mon compte lives in Réglages, under a space: one of one parent.
    expect(
      await page.evaluate(async () => {
        const response = await fetch('/api/spaces', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Famille Test',
            members: [{ name: 'Camille', role: 'parent', emoji: '👩' }],
          }),
        });
        const body = (await response.json()) as { id: string; profiles: { id: string }[] };
        localStorage.setItem('activeSpaceId', body.id);
        localStorage.setItem('selectedProfileId', body.profiles[0]?.id ?? '');
        return response.status;
      }),
    ).toBe(201);

    // Added: the password confirms, the device verifies its user, the list shows it.
    await openAccount();
    const section = page.getByRole('region', { name: 'Clés d’accès' });
    await section.getByText('Aucune clé d’accès pour l’instant.').waitFor();
    await section.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    const add = page.getByRole('dialog', { name: 'Ajouter une clé d’accès' });
    await add.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await add.getByRole('button', { name: 'Continuer' }).click();
    await page.getByText('Clé d’accès ajoutée').waitFor();
    await section.getByText(/Ajoutée le .* · Jamais utilisée/).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    // Signed out, then in again with the passkey alone: a session like a password one.
    await signOut();
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
    await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
    await page.getByText('Connexion réussie').waitFor();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(200);

    // Its last use is shown; removed after a confirmation.
    await openAccount();
    await section.getByText(/Utilisée à l’instant/).waitFor();
    const name = (await section.getByRole('listitem').locator('p').first().textContent()) ?? '';
    await section.getByRole('button', { name: `Supprimer la clé d’accès ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer cette clé d’accès ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Clé d’accès supprimée').waitFor();
    await section.getByText('Aucune clé d’accès pour l’instant.').waitFor();

    // The device still holds it, but it no longer signs anyone in, and /login says so.
    await signOut();
    await page.getByRole('button', { name: 'Se connecter avec une clé d’accès' }).click();
    await page.getByText('Cette clé d’accès n’est pas reconnue', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
  });
});
