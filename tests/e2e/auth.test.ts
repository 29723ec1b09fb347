import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  fillLogin,
  linkIn,
  newAccount,
  signInOnPage,
  signUpByApi,
  waitForMail,
} from './support/accounts.ts';
import { browser, page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { savedCacheHolds } from './support/device-cache.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The toast titled `title` (sonner's region), once it is on screen, with its whole text. */
async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await toast.waitFor();
  return (await toast.textContent()) ?? '';
}

/** Waits until the SPA shows `path` (client-side navigations included). */
async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

setupBrowser();
setupPhonePage();

describe('sign-up', () => {
  it('opens the session at once and lands on /setup-space with the sign-up toast', async () => {
    const account = newAccount('signup');
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Prénom').fill(account.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    expect(await page.locator('body').textContent()).toContain(
      "En créant un compte, vous acceptez nos conditions d'utilisation",
    );
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await waitForPath(page, '/setup-space');
    await page.getByText('Inscription réussie').waitFor();
    await page.getByText('Vérifiez votre email pour confirmer votre compte').waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me).toMatchObject({ email: account.email, firstName: account.firstName });
  });

  it("shows the API's field message under the password and toasts « Erreur d'inscription » with it", async () => {
    const account = newAccount('common');
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Prénom').fill(account.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('baseball');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    const message = 'Ce mot de passe est trop courant. Choisissez-en un plus original.';
    await page.locator('[id$="-error"]').getByText(message).waitFor();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: "Erreur d'inscription" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain(message);
    expect(pathname(page)).toBe('/signup');
  });

  it('an address that already has an account is refused under the email field', async () => {
    const taken = newAccount('taken');
    await signUpByApi(baseUrl, taken);
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Prénom').fill('Dominique');
    await page.getByLabel('Nom', { exact: true }).fill('Durand');
    const email = page.getByLabel('Email');
    await email.fill(taken.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Autre-Mot-De-Passe-77');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    // The server answers 409 with a message for the email field (no hint that the account exists).
    const message =
      'Impossible de créer un compte avec cette adresse email. Si elle vous appartient, connectez-vous ou réinitialisez votre mot de passe.';
    await page.getByText(message).first().waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
    expect(pathname(page)).toBe('/signup');
  });

  it('the confirmation email link confirms the address once', async () => {
    const account = newAccount('verify');
    await signUpByApi(baseUrl, account);
    const mail = await waitForMail(baseUrl, account.email, 'Confirmez votre adresse email');
    const link = linkIn(mail, '/verify-email');

    await page.goto(`${baseUrl}${link}`);
    await page.getByRole('heading', { level: 1, name: 'Email confirmé !' }).waitFor();

    await page.goto(`${baseUrl}/`);
    await page.goto(`${baseUrl}${link}`);
    await page.getByRole('heading', { level: 1, name: 'Lien invalide' }).waitFor();
    await page.getByText('Ce lien est invalide ou a expiré').waitFor();
  });
});

describe('login', () => {
  it('the demo account signs in, toasts, clears the selected profile and leaves /login', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem('selectedProfileId', 'ancien-profil'));
    const password = page.getByLabel('Mot de passe', { exact: true });
    expect(await password.getAttribute('placeholder')).toBe(
      'Votre mot de passe (min. 8 caractères)',
    );
    await fillLogin(page, { email: 'demo@famille.test', password: 'Demo-Famille-2026' });

    // The demo family has one space: nothing to choose there, so its profiles, where the message is
    // shown once landed.
    await waitForPath(page, '/profile');
    expect(await toastText(page, 'Connexion réussie')).toContain(
      'Bienvenue dans votre espace familial !',
    );
    // Said once: the address no longer names it, so a reload or a shared link does not repeat it.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('selectedProfileId'))).toBeNull();
  });

  it('a wrong password toasts « Erreur de connexion » with the server message, says it in the form, and stays on /login', async () => {
    const account = newAccount('wrong');
    await signUpByApi(baseUrl, account);
    await page.goto(`${baseUrl}/login`);
    await fillLogin(page, { email: account.email, password: 'Pas-Le-Bon-Mot-De-Passe' });

    await page.getByRole('alert').getByText('Email ou mot de passe incorrect').waitFor();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Erreur de connexion' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Email ou mot de passe incorrect');
    expect(pathname(page)).toBe('/login');
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
  });

  it('links to /, /forgot-password and /signup', async () => {
    for (const [name, target] of [
      ['Retour', '/'],
      ['Mot de passe oublié ?', '/forgot-password'],
      ['Créer un compte', '/signup'],
    ] as const) {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('link', { name, exact: true }).click();
      await waitForPath(page, target);
    }
  });
});

describe('password reset', () => {
  it('forgot → email → reset → the new password signs in, the old one no longer does', async () => {
    const account = newAccount('reset');
    await signUpByApi(baseUrl, account);

    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByRole('heading', { level: 1, name: 'Email envoyé !' }).waitFor();
    expect(await toastText(page, 'Email envoyé')).toContain(
      'Vérifiez votre boîte email pour réinitialiser votre mot de passe',
    );

    const mail = await waitForMail(baseUrl, account.email, 'Réinitialisez votre mot de passe');
    const link = linkIn(mail, '/reset-password');
    expect(link).toMatch(/#access_token=[^&]+&type=recovery$/);

    await page.goto(`${baseUrl}${link}`);
    const newPassword = 'Nouveau-Jardin-2031';
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mot de passe modifié !' }).waitFor();
    await waitForPath(page, '/login'); // after 2 s

    await fillLogin(page, { email: account.email, password: account.password });
    await page.getByRole('alert').getByText('Email ou mot de passe incorrect').waitFor();
    await fillLogin(page, { email: account.email, password: newPassword });
    await page.getByText('Connexion réussie').waitFor();
    await page.waitForURL((url) => url.pathname !== '/login');

    // The same link again says it was used before any password is typed.
    await page.goto(`${baseUrl}/`);
    await page.goto(`${baseUrl}${link}`);
    await page.getByRole('heading', { level: 1, name: 'Lien déjà utilisé' }).waitFor();
    await page.getByText('Ce lien a déjà été utilisé.').waitFor();
    expect(await page.getByLabel('Nouveau mot de passe').count()).toBe(0);
    await page.getByRole('link', { name: 'Recevoir un nouveau lien' }).waitFor();
  });

  it('a mismatched confirmation is refused with the French messages', async () => {
    const account = newAccount('reset-mismatch');
    await signUpByApi(baseUrl, account);
    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    const mail = await waitForMail(baseUrl, account.email, 'Réinitialisez votre mot de passe');
    await page.goto(`${baseUrl}${linkIn(mail, '/reset-password')}`);
    await page.getByLabel('Nouveau mot de passe').fill('Premier-Essai-2030');
    await page.getByLabel('Confirmer le mot de passe').fill('Second-Essai-2030');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    expect(await toastText(page, 'Erreur de validation')).toContain(
      'Les mots de passe ne correspondent pas',
    );
    await page.getByText('Les mots de passe ne correspondent pas').first().waitFor();
    expect(pathname(page)).toBe('/reset-password');
  });

  it('an unknown token is refused in French before the form, with a way to a new link', async () => {
    await page.goto(`${baseUrl}/reset-password#access_token=jeton-inconnu&type=recovery`);
    await page.getByText('Ce lien est invalide ou a expiré').waitFor();
    expect(await page.getByLabel('Nouveau mot de passe').count()).toBe(0);
    await page.getByRole('link', { name: 'Recevoir un nouveau lien' }).click();
    await waitForPath(page, '/forgot-password');
  });

  it('a link without a recovery token toasts "Lien invalide" and goes to /login', async () => {
    await page.goto(`${baseUrl}/reset-password`);
    await toastText(page, 'Lien invalide');
    await waitForPath(page, '/login');

    await page.goto(`${baseUrl}/reset-password#access_token=un-jeton&type=signup`);
    await toastText(page, 'Lien invalide');
    await waitForPath(page, '/login');
  });
});

describe('access guard and session', () => {
  it('a guarded route, signed out, lands on /login', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
  });

  it('a signed-out visit of the public pages makes no failing request and logs no error', async () => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`);
    });
    for (const [path, heading] of [
      ['/', 'Foyer'],
      ['/login', 'Connexion'],
      ['/signup', 'Créer un compte'],
      ['/forgot-password', 'Mot de passe oublié'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    // The guarded screen still finds out, without asking the server, and sends to /login.
    await page.goto(`${baseUrl}/dashboard`);
    await waitForPath(page, '/login');
    expect(failures).toEqual([]);
  });

  it('the session hint cookie comes with the session and goes with it', async () => {
    const account = newAccount('hint');
    await signUpByApi(baseUrl, account);
    await signInOnPage(page, baseUrl, account);
    const hint = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'foyer_session');
    expect(await hint()).toMatchObject({ value: '1', path: '/', httpOnly: false });
    await page.goto(`${baseUrl}/login`);
    // Signed in: /login sends on, which it could not know without the hint.
    await waitForPath(page, '/setup-space');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await waitForPath(page, '/login');
    expect(await hint()).toBeUndefined();
  });

  /** Signs in on the page, then opens a new context holding only the cookies that outlive the browser. */
  async function reopenBrowser(remember: boolean): Promise<BrowserContext> {
    const account = newAccount(remember ? 'remember' : 'forget');
    await signUpByApi(baseUrl, account);
    await signInOnPage(page, baseUrl, account, { remember });
    // Signed in: the guarded dashboard sends an account without a family space on to /setup-space.
    await page.goto(`${baseUrl}/dashboard`);
    await waitForPath(page, '/setup-space');

    const persistent = (await page.context().cookies()).filter((cookie) => cookie.expires !== -1);
    const reopened = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await reopened.addCookies(persistent);
    return reopened;
  }

  it('without "Rester connecté", closing the browser signs out', async () => {
    const reopened = await reopenBrowser(false);
    const again = await reopened.newPage();
    again.setDefaultTimeout(20_000);
    await again.goto(`${baseUrl}/dashboard`);
    await waitForPath(again, '/login');
    await reopened.close();
  });

  it('with "Rester connecté", the session survives the browser closing', async () => {
    const reopened = await reopenBrowser(true);
    const again = await reopened.newPage();
    again.setDefaultTimeout(20_000);
    await again.goto(`${baseUrl}/dashboard`);
    await waitForPath(again, '/setup-space');
    await reopened.close();
  });

  it('an expired access token is renewed transparently from the refresh cookie', async () => {
    const account = newAccount('refresh');
    await signUpByApi(baseUrl, account);
    await signInOnPage(page, baseUrl, account);
    await page.context().clearCookies({ name: 'foyer_access' });

    await page.goto(`${baseUrl}/dashboard`);
    await waitForPath(page, '/setup-space');
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).toContain('foyer_access');
  });

  it('a session ended elsewhere sends to /login at the next request', async () => {
    const account = newAccount('ended');
    await signUpByApi(baseUrl, account);
    await signInOnPage(page, baseUrl, account);
    // Sign out with the same cookies from outside: the chain is revoked on the server.
    const cookie = (await page.context().cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const logout = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: baseUrl, cookie },
    });
    expect(logout.status).toBe(200);

    await page.goto(`${baseUrl}/dashboard`);
    await waitForPath(page, '/login');
  });

  it('"Se déconnecter" (on /setup-space for a user without a space) signs out and lands on /login', async () => {
    const account = newAccount('signout');
    await signUpByApi(baseUrl, account);
    await signInOnPage(page, baseUrl, account);
    await page.goto(`${baseUrl}/setup-space`);
    await page.evaluate(() => localStorage.setItem('selectedProfileId', 'un-profil'));
    await page.getByRole('button', { name: 'Se déconnecter' }).click();

    await waitForPath(page, '/login');
    await toastText(page, 'Déconnexion réussie');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('selectedProfileId'))).toBeNull();
    expect(await page.evaluate(async () => (await fetch('/api/me')).status)).toBe(401);
    await page.goto(`${baseUrl}/dashboard`);
    await waitForPath(page, '/login');
  });

  it('« Se déconnecter » in the settings lands on /login with its toast, and a reload finds nothing of the family on the device', async () => {
    await signInWithFamily(page, baseUrl, 'signout-family');
    await page.goto(`${baseUrl}/dashboard`);
    // The family's data is kept on the device while signed in.
    await expect.poll(() => savedCacheHolds(page, 'Famille Test'), { timeout: 15_000 }).toBe(true);

    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await waitForPath(page, '/login');
    await toastText(page, 'Déconnexion réussie');
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    expect(pathname(page)).toBe('/login');
    expect(await savedCacheHolds(page, 'Famille Test')).toBe(false);
    expect(await savedCacheHolds(page, 'Camille')).toBe(false);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('activeSpaceId'),
        localStorage.getItem('selectedProfileId'),
      ]),
    ).toEqual([null, null]);
  });

  it('a signed-in user who opens /login or /signup is sent on', async () => {
    const account = newAccount('already');
    await signUpByApi(baseUrl, account);
    await signInOnPage(page, baseUrl, account);

    for (const path of ['/login', '/signup']) {
      await page.goto(`${baseUrl}${path}`);
      // A new account has no space yet.
      await waitForPath(page, '/setup-space');
    }
  });
});
