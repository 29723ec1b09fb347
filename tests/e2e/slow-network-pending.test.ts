/**
 * On a slow network the public forms say they are working from the tap: « Connexion... » while the
 * sign-in's schema and request are on their way, and even before the page's script has hydrated it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpByApi } from './support/accounts.ts';
import { openPhonePage, setupBrowser } from './support/browser.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();

/** Holds every request the page makes from now on until `release` (the network goes slow). */
async function slowNetwork(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

async function hydrated(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

describe('the busy label of the public forms', () => {
  it('« Connexion... » shows at once on /login, then the sign-in goes on', async () => {
    const account = newAccount('slow-login');
    await signUpByApi(baseUrl, account);
    const page = await openPhonePage();
    await hydrated(page, '/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    const release = await slowNetwork(page);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // Nothing has come back yet (the schema's code nor the answer): the button already says it.
    const button = page.getByRole('button', { name: 'Connexion...' });
    await button.waitFor();
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    release();
    await page.waitForURL((url) => url.pathname !== '/login');
  });

  it('« Envoi... » and « Création du compte... » show at once on the other public forms', async () => {
    const page = await openPhonePage();
    await hydrated(page, '/forgot-password');
    await page.getByLabel('Email').fill('lent@exemple.fr');
    let release = await slowNetwork(page);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByRole('button', { name: 'Envoi...' }).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Email envoyé !' }).waitFor();

    await page.unrouteAll();
    const account = newAccount('slow-signup');
    await hydrated(page, '/signup');
    await page.getByLabel('Prénom').fill(account.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    release = await slowNetwork(page);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByRole('button', { name: 'Création du compte...' }).waitFor();
    release();
    await page.waitForURL((url) => url.pathname !== '/signup');
  });

  it('a form sent before hydration says its busy label from the tap', async () => {
    const page = await openPhonePage();
    // The login screen's module is held back: the visitor meets the prerendered form alone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill('avant@exemple.fr');
    // Not the passkey button; the busy label joins the name once sent, so the name's start is matched.
    const button = page.getByRole('button', { name: /^Se connecter(?! avec)/ });
    const shown = () =>
      button.evaluate((node) => getComputedStyle(node, '::after').getPropertyValue('content'));
    expect(await shown()).toBe('none');
    await button.click();
    expect('hydrated' in (await page.evaluate(() => document.documentElement.dataset))).toBe(false);
    expect(await shown()).toBe('"Connexion..."');
    release();
    await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  });
});
