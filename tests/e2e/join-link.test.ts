/** The link an invitation is shared as: « Partager » in Réglages, then a newcomer who follows it. */
import { describe, expect, it } from 'vitest';
import { newAccount, signUpOnPage } from './support/accounts.ts';
import { openPhonePage, page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { inviteByApi, spacesOf } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

/** Saves an invitation for Jeanne Dupont from Réglages › Inviter quelqu'un; answers its code. */
async function saveInvitationOnScreen(): Promise<string> {
  await page.goto(`${baseUrl}/settings`);
  await page.getByRole('button', { name: /^Inviter quelqu'un/ }).click();
  await page.getByLabel('Prénom de la personne', { exact: true }).fill('Jeanne');
  await page.getByLabel('Nom de la personne', { exact: true }).fill('Dupont');
  await page.getByRole('button', { name: 'Générer un code' }).click();
  const code = (await page.getByLabel("Code d'invitation").textContent()) ?? '';
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  await page.getByRole('button', { name: "Enregistrer l'invitation" }).click();
  await page.getByText('Invitation enregistrée pour').waitFor();
  return code;
}

describe('sharing an invitation', () => {
  it('« Partager » hands the share sheet a title, a French message and the join link', async () => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          (window as unknown as { shared: unknown }).shared = data;
        },
      });
    });
    await signInWithFamily(page, baseUrl, 'share-sheet');
    const code = await saveInvitationOnScreen();
    await page.getByRole('button', { name: 'Partager', exact: true }).click();
    await page.waitForFunction(() => 'shared' in window);
    const shared = await page.evaluate(() => (window as unknown as { shared: unknown }).shared);
    expect(shared).toEqual({
      title: 'Rejoindre « Famille Test » sur Foyer',
      text: `Je vous invite à rejoindre notre espace famille « Famille Test » sur Foyer. Votre code : ${code} (valable 7 jours).`,
      url: `${baseUrl}/rejoindre?code=${code}`,
    });
  });

  it('without a share sheet, « Partager » copies the link and says « Lien copié »', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await signInWithFamily(page, baseUrl, 'share-copy');
    const code = await saveInvitationOnScreen();
    await page.getByRole('button', { name: 'Partager', exact: true }).click();
    await page.getByText('Lien copié').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl}/rejoindre?code=${code}`,
    );
  });
});

describe('joining by a shared link', () => {
  it('a signed-out newcomer signs up from the link and lands on the join screen with the code filled in', async () => {
    const family = await signInWithFamily(page, baseUrl, 'link-inviter');
    const code = await inviteByApi(page, family.spaceId, {
      firstName: 'Jeanne',
      lastName: 'Dupont',
      role: 'grand-parent',
    });

    const jeanne = await openPhonePage();
    await jeanne.goto(`${baseUrl}/rejoindre?code=${code}`);
    await jeanne.getByRole('heading', { name: 'Vous êtes invité' }).waitFor();
    await jeanne.getByText(code).waitFor();
    await jeanne.getByRole('link', { name: 'Créer mon compte' }).click();

    const account = { ...newAccount('link-newcomer'), firstName: 'Jeanne', lastName: 'Dupont' };
    await jeanne.getByLabel('Prénom').fill(account.firstName);
    await jeanne.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await jeanne.getByLabel('Email').fill(account.email);
    await jeanne.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await jeanne.getByRole('button', { name: 'Créer mon compte' }).click();

    await jeanne.waitForURL((url) => url.pathname === '/rejoindre');
    const field = jeanne.getByLabel("Code d'invitation");
    await field.waitFor();
    expect(await field.inputValue()).toBe(code);
    await jeanne.getByRole('button', { name: "Rejoindre l'espace" }).click();
    await jeanne.getByText('Espace famille rejoint avec succès !').waitFor();
    // She lands on her own profile, with the role the invitation gave, not on the choosers.
    await jeanne.waitForURL((url) => url.pathname === '/dashboard');
    expect((await spacesOf(jeanne)).map((space) => space.name)).toEqual(['Famille Test']);
    const profile = await jeanne.evaluate(async (spaceId) => {
      const chosen = localStorage.getItem('selectedProfileId');
      const response = await fetch(`/api/spaces/${spaceId}/profiles`);
      const { profiles } = (await response.json()) as {
        profiles: { id: string; name: string; role: string }[];
      };
      return profiles.find((candidate) => candidate.id === chosen);
    }, family.spaceId);
    expect(profile).toMatchObject({ name: 'Jeanne', role: 'grand-parent' });
    // The code is used up on this device: the next sign-in does not come back to it.
    expect(await jeanne.evaluate(() => localStorage.getItem('pendingJoinCode'))).toBeNull();
  });
});

describe('names that do not match the invitation', () => {
  it('are asked for right on the join tab, and the join then goes through', async () => {
    const family = await signInWithFamily(page, baseUrl, 'names-inviter');
    const code = await inviteByApi(page, family.spaceId, {
      firstName: 'Jeanne',
      lastName: 'Martin',
    });
    // She signed up under her maiden name.
    const jeanne = await openPhonePage();
    const account = { ...newAccount('names-invitee'), firstName: 'Jeanne', lastName: 'Dupont' };
    await signUpOnPage(jeanne, baseUrl, account);
    await jeanne.goto(`${baseUrl}/setup-space`);
    await jeanne.getByRole('tab', { name: 'Rejoindre' }).click();
    await jeanne.getByLabel("Code d'invitation").fill(code);
    await jeanne.getByRole('button', { name: "Rejoindre l'espace" }).click();

    await jeanne
      .getByText(
        'Saisissez le prénom et le nom tels que la personne qui vous a invitée les a écrits',
      )
      .waitFor();
    await jeanne
      .getByText(
        "Le prénom ou le nom ne correspond pas à l'invitation : elle est au nom de « Jeanne M. »",
      )
      .waitFor();
    const lastName = jeanne.getByLabel('Nom', { exact: true });
    expect(await lastName.inputValue()).toBe('Dupont');
    await lastName.fill('Martin');
    await jeanne.getByRole('button', { name: "Rejoindre l'espace" }).click();
    await jeanne.getByText('Espace famille rejoint avec succès !').waitFor();
    expect((await spacesOf(jeanne)).map((space) => space.name)).toEqual(['Famille Test']);
  });
});
