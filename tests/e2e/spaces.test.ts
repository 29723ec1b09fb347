import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, signUpOnPage, type TestAccount } from './support/accounts.ts';
import { openPhonePage, page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { inviteByApi, joinByApi, spacesOf } from './support/spaces.ts';

const pathname = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

/** Clicks the chip of a radio choice (role or avatar): the radio itself is visually hidden. */
async function pick(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

/** Opens a collapsible section of /settings by its title. */
async function openSection(page: Page, title: string) {
  const trigger = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await trigger.click();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
}

setupBrowser();
setupPhonePage();

describe('creating a space', () => {
  it('sign-up, members, summary, validation, profile choice, then /dashboard', async () => {
    const account = newAccount('create');
    await page.goto(`${baseUrl}/signup`);
    await page.getByLabel('Prénom').fill(account.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(account.lastName);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await waitForPath(page, '/setup-space');

    const next = page.getByRole('button', { name: 'Continuer' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel("Nom de l'espace famille").fill('Famille Durand');
    // A name alone is not enough: a member is required.
    expect(await next.isDisabled()).toBe(true);
    await page.getByText('Veuillez ajouter au moins un membre à votre famille').waitFor();

    // A member without a role and an avatar is refused.
    await page.getByLabel('Prénom').fill('Camille');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText("Veuillez remplir le prénom, le rôle et l'avatar").waitFor();
    await pick(page, 'Parent');
    await pick(page, 'Femme');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();

    await page.getByRole('button', { name: 'Ajouter un membre' }).click();
    await page.getByLabel('Prénom').fill('Léa');
    await pick(page, 'Enfant');
    await pick(page, 'Fille');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    expect(await next.isDisabled()).toBe(false);
    // The family's place, France's unless chosen (this phone is set to Paris).
    const zone = page.getByLabel('Fuseau horaire');
    expect(await zone.inputValue()).toBe('Europe/Paris');
    await zone.selectOption({ label: 'Martinique' });
    await next.click();

    await waitForPath(page, '/space-summary');
    const summary = page.locator('main');
    await summary.getByRole('heading', { name: 'Famille Durand' }).waitFor();
    await summary.getByText('2 membres').waitFor();
    await summary.getByText('Fuseau horaire : Martinique').waitFor();
    const members = summary.getByRole('list', { name: 'Membres' });
    expect(await members.getByRole('listitem').allTextContents()).toEqual([
      '👩CamilleParent',
      '👧LéaEnfant',
    ]);

    // "Modifier" keeps the draft.
    await page.getByRole('button', { name: 'Modifier' }).click();
    await waitForPath(page, '/setup-space');
    expect(await page.getByLabel("Nom de l'espace famille").inputValue()).toBe('Famille Durand');
    await page.getByRole('button', { name: 'Supprimer Léa' }).waitFor();
    await page.getByRole('button', { name: 'Continuer' }).click();

    await waitForPath(page, '/space-summary');
    await page.getByRole('button', { name: 'Valider et continuer' }).click();
    await waitForPath(page, '/profile');
    await page.getByRole('heading', { name: 'Choisir un profil' }).waitFor();
    await page.getByText('Sélectionnez votre profil pour commencer').waitFor();

    const [space] = await spacesOf(page);
    expect(space).toMatchObject({
      name: 'Famille Durand',
      isAdmin: true,
      memberCount: 1,
      timezone: 'America/Martinique',
    });
    expect(await page.evaluate(() => localStorage.getItem('activeSpaceId'))).toBe(space?.id);

    await page.getByRole('radio', { name: /Léa/ }).click();
    expect(await page.getByRole('radio', { name: /Léa/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByRole('button', { name: 'Commencer avec Léa' }).click();
    await waitForPath(page, '/dashboard');

    const profiles = await page.evaluate(async (spaceId) => {
      const response = await fetch(`/api/spaces/${spaceId}/profiles`);
      return ((await response.json()) as { profiles: { id: string; name: string }[] }).profiles;
    }, space?.id);
    const lea = profiles.find((profile) => profile.name === 'Léa');
    expect(lea).toBeDefined();
    expect(await page.evaluate(() => localStorage.getItem('selectedProfileId'))).toBe(lea?.id);
  });

  it('/space-summary without a draft goes back to /setup-space', async () => {
    const account = newAccount('nodraft');
    await signUpOnPage(page, baseUrl, account);
    await page.goto(`${baseUrl}/space-summary`);
    await waitForPath(page, '/setup-space');
  });
});

describe('invitations', () => {
  const invitee = { firstName: 'Jules', lastName: 'Bernard' };

  it('a code generated in the settings lets the named person join; wrong names are refused', async () => {
    await signInWithFamily(page, baseUrl, 'inviter');
    await page.goto(`${baseUrl}/settings`);
    await openSection(page, "Inviter quelqu'un");
    // Saving without a code is refused with its French message.
    await page.getByLabel('Prénom de la personne', { exact: true }).fill(invitee.firstName);
    await page.getByLabel('Nom de la personne', { exact: true }).fill(invitee.lastName);
    await page.getByRole('button', { name: "Enregistrer l'invitation" }).click();
    await page.getByText("Veuillez d'abord générer un code d'invitation").waitFor();

    await page.getByRole('button', { name: 'Générer un code' }).click();
    await page.getByText("Code d'invitation généré").waitFor();
    const code =
      (await page.getByRole('status', { name: "Code d'invitation" }).textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await page.getByRole('button', { name: "Enregistrer l'invitation" }).click();
    await page.getByText('Invitation enregistrée', { exact: true }).waitFor();
    expect(await page.getByLabel('Prénom de la personne', { exact: true }).inputValue()).toBe('');

    const guest = await openPhonePage();
    const account: TestAccount = { ...newAccount('guest'), ...invitee };
    await signUpOnPage(guest, baseUrl, account);
    await guest.goto(`${baseUrl}/join-space`);
    await guest.getByText("Vous n'avez accès à aucun espace famille pour le moment.").waitFor();

    await guest.getByRole('button', { name: 'Gérer mes espaces' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Gérer mes espaces' });
    await dialog.getByLabel('Prénom').fill('Julie');
    await dialog.getByLabel('Nom', { exact: true }).fill('Bernard');
    await dialog.getByLabel("Code d'invitation").fill(code.toLowerCase());
    expect(await dialog.getByLabel("Code d'invitation").inputValue()).toBe(code);
    await dialog.getByRole('button', { name: "Rejoindre l'espace" }).click();
    // The refusal says how the invitation writes the names, without giving the last name whole.
    await dialog
      .getByRole('alert')
      .getByText(
        "Le prénom ou le nom ne correspond pas à l'invitation : elle est au nom de « Jules B. »",
      )
      .waitFor();
    expect(await spacesOf(guest)).toEqual([]);

    // The right names, typed without the accents' and the case's care, are accepted.
    await dialog.getByLabel('Prénom').fill('  jules ');
    await dialog.getByLabel('Nom', { exact: true }).fill('BERNARD');
    await dialog.getByRole('button', { name: "Rejoindre l'espace" }).click();
    await guest.getByText('Espace famille rejoint avec succès !').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Straight into the space, on the profile the join gave him.
    await waitForPath(guest, '/dashboard');

    await guest.goto(`${baseUrl}/join-space`);
    const choice = guest.getByRole('radio', { name: /Famille Test/ });
    await choice.waitFor();
    // Two accounts (Camille's and Jules's); the profiles are Camille, Thomas, Léa and the one
    // Jules's join gave him.
    expect(await choice.textContent()).toContain('2 membres');
    expect(await choice.textContent()).toContain('4 profils');
    expect(await choice.textContent()).toContain('Planning familial');
    expect(await choice.textContent()).not.toContain('Admin');
    await guest.getByRole('button', { name: 'Accéder à cet espace' }).click();
    await waitForPath(guest, '/profile');
    await guest.getByText("Bienvenue dans l'espace « Famille Test » !").waitFor();
  });

  it('the join tab of /setup-space takes a code in the account name', async () => {
    const owner = await signInWithFamily(page, baseUrl, 'owner-tab');
    const guestAccount: TestAccount = { ...newAccount('guest-tab'), ...invitee };
    const code = await inviteByApi(page, owner.spaceId, invitee);

    const guest = await openPhonePage();
    await signUpOnPage(guest, baseUrl, guestAccount);
    await guest.goto(`${baseUrl}/setup-space`);
    await guest.getByRole('tab', { name: 'Rejoindre' }).click();
    const input = guest.getByLabel("Code d'invitation");
    await input.fill(`${code.toLowerCase()}XYZ`);
    expect(await input.inputValue()).toBe(code); // upper-cased, 8 characters at most
    await guest.getByRole('button', { name: "Rejoindre l'espace" }).click();
    await waitForPath(guest, '/dashboard');
    expect((await spacesOf(guest)).map((space) => space.name)).toEqual(['Famille Test']);
  });

  it('a wrong code in the join tab is refused under the code field, and only there', async () => {
    const account = newAccount('wrong-code');
    await signUpOnPage(page, baseUrl, account);
    await page.goto(`${baseUrl}/setup-space`);
    await page.getByRole('tab', { name: 'Rejoindre' }).click();
    const input = page.getByLabel("Code d'invitation");
    await input.fill('ZZ99ZZ99'); // well formed, so the server is asked: no invitation has it
    await page.getByRole('button', { name: "Rejoindre l'espace" }).click();

    // The server refuses with reason code_invalid and a message for the code field.
    const message = "Code d'invitation invalide ou expiré";
    await page.getByText(message).waitFor();
    expect(await page.locator('[data-sonner-toast]').filter({ hasText: 'Erreur' }).count()).toBe(0);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await input.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
    expect(pathname(page)).toBe('/setup-space');
  });
});

describe('managing spaces in the settings', () => {
  it('an admin renames the space', async () => {
    const family = await signInWithFamily(page, baseUrl, 'rename');
    await page.goto(`${baseUrl}/settings`);
    await openSection(page, 'Gestion des espaces familles');
    const item = page.getByRole('listitem').filter({ hasText: 'Famille Test' });
    await item.getByText('Admin').waitFor();
    await item.getByText('Actif').waitFor();
    await item.getByRole('button', { name: 'Modifier' }).click();

    const dialog = page.getByRole('dialog', { name: "Modifier l'espace" });
    const name = dialog.getByLabel("Nom de l'espace");
    await name.fill('   ');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText("Le nom de l'espace est requis").waitFor();
    await name.fill('Famille Renommée');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Espace renommé avec succès').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('listitem').filter({ hasText: 'Famille Renommée' }).waitFor();

    const spaces = await spacesOf(page);
    expect(spaces.find((space) => space.id === family.spaceId)?.name).toBe('Famille Renommée');

    // The same dialog moves the family to another time zone, by the place's name.
    const renamed = page.getByRole('listitem').filter({ hasText: 'Famille Renommée' });
    await renamed.getByRole('button', { name: 'Modifier' }).click();
    const zone = dialog.getByLabel('Fuseau horaire');
    expect(await zone.inputValue()).toBe('Europe/Paris');
    await zone.selectOption({ label: 'La Réunion' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Fuseau horaire modifié').waitFor();
    expect((await spacesOf(page)).find((space) => space.id === family.spaceId)?.timezone).toBe(
      'Indian/Reunion',
    );
  });

  it('a member who is not admin can leave but has no rename or delete', async () => {
    const family = await signInWithFamily(page, baseUrl, 'admin');
    const memberAccount: TestAccount = {
      ...newAccount('member'),
      firstName: 'Nina',
      lastName: 'Petit',
    };
    const code = await inviteByApi(page, family.spaceId, memberAccount);

    const member = await openPhonePage();
    await signUpOnPage(member, baseUrl, memberAccount);
    await joinByApi(member, code);

    await member.goto(`${baseUrl}/settings`);
    await openSection(member, 'Gestion des espaces familles');
    const item = member.getByRole('listitem').filter({ hasText: 'Famille Test' });
    await item.getByRole('button', { name: 'Quitter' }).waitFor();
    expect(await item.getByText('Actif').count()).toBe(1);
    expect(await item.getByText('Admin').count()).toBe(0);
    expect(await item.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
    expect(await item.getByRole('button', { name: 'Supprimer' }).count()).toBe(0);

    // Leaving asks first; "Annuler" keeps the membership.
    await item.getByRole('button', { name: 'Quitter' }).click();
    const confirm = member.getByRole('alertdialog', { name: 'Quitter cet espace ?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await spacesOf(member)).toHaveLength(1);

    await item.getByRole('button', { name: 'Quitter' }).click();
    await confirm.getByRole('button', { name: "Quitter l'espace" }).click();
    await member.getByText('Espace quitté').waitFor();
    // No space left: back to the space setup.
    await waitForPath(member, '/setup-space');
    expect(await spacesOf(member)).toEqual([]);
    expect(await member.evaluate(() => localStorage.getItem('activeSpaceId'))).toBeNull();

    // The admin still has the space, with one member fewer.
    const [space] = await spacesOf(page);
    expect(space).toMatchObject({ id: family.spaceId, memberCount: 1 });
  });
});

describe('appearance', () => {
  it('dark mode chosen in the settings survives a reload', async () => {
    await signInWithFamily(page, baseUrl, 'dark');
    await page.goto(`${baseUrl}/settings`);
    await openSection(page, 'Apparence');
    const toggle = page.getByRole('switch', { name: /Mode sombre/ });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );

    await page.reload();
    await page.getByRole('heading', { name: 'Réglages' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await openSection(page, 'Apparence');
    expect(
      await page.getByRole('switch', { name: /Mode sombre/ }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(pathname(page)).toBe('/settings');
  });
});
