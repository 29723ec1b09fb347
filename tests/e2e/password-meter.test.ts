/**
 * The password strength meter: the sign-up form shows the server's own estimate as a
 * strength meter, whose dictionaries are fetched by the password screens only, and a weak password
 * is refused with the French reason under the field.
 */
import { describe, expect, it } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

describe('the password strength meter', () => {
  it('loads its dictionaries on the password screens only, and says why a password is weak', async () => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const estimator = () => fetched.filter((path) => path.includes('password-estimator'));

    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    await page.goto(`${baseUrl}/signup`);
    const account = newAccount('meter');
    await page.getByLabel('Prénom').fill(account.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    expect(estimator()).toEqual([]);

    const password = page.getByLabel('Mot de passe', { exact: true });
    await password.fill('motdepasse');
    await page.getByText(/^Robustesse : Faible/).waitFor();
    expect(estimator()).toHaveLength(1);

    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // Under the field (and in the error toast).
    await page
      .getByText(/^Ce mot de passe est trop (courant|facile à deviner)/)
      .first()
      .waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill('chaton guitare nuage');
    await page.getByText('Robustesse : Excellent').waitFor();
  });
});
