import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage, waitForLive } from './support/browser.ts';
import { signInWithFamily, type TestProfile } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const pathname = () => new URL(page.url()).pathname;

async function waitForPath(path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

/** Clicks the chip of a radio choice in the fieldset `legend`: the radio itself is visually hidden. */
async function pick(scope: Locator, legend: string, name: string) {
  await scope
    .getByRole('group', { name: legend })
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
}

/** /settings with its "Profils" section open; answers the section's body. */
async function openProfilesSection(): Promise<Locator> {
  await page.goto(`${baseUrl}/settings`);
  const trigger = page.getByRole('button', { name: /^Profils/ });
  await trigger.click();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  const section = page.getByRole('region', { name: /^Profils/ });
  // The list is there once the profiles are loaded.
  await section.getByRole('list').waitFor();
  return section;
}

/** The names shown in the list of the "Profils" section, in order. */
async function listedNames(section: Locator): Promise<string[]> {
  return section
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => item.querySelector('.font-semibold')?.textContent ?? ''),
    );
}

/** GET /api/spaces/:spaceId/profiles from the page (its cookies). */
async function profilesOf(spaceId: string): Promise<TestProfile[]> {
  return page.evaluate(async (spaceId) => {
    const response = await fetch(`/api/spaces/${spaceId}/profiles`);
    if (!response.ok) throw new Error(`profiles: ${response.status}`);
    return ((await response.json()) as { profiles: TestProfile[] }).profiles;
  }, spaceId);
}

/** The names of the cards of the profile chooser (/profile), in order. */
async function chooserNames(): Promise<string[]> {
  const grid = page.getByRole('radiogroup', { name: 'Profils de la famille' });
  await grid.waitFor();
  return grid
    .getByRole('radio')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('.font-bold')?.textContent ?? ''),
    );
}

describe('managing profiles in /settings › Profils', () => {
  it('adds, edits and deletes a profile with the toasts; /profile then lists the others', async () => {
    const family = await signInWithFamily(page, baseUrl, 'profiles-crud');
    const section = await openProfilesSection();
    expect(await listedNames(section)).toEqual(['Camille', 'Thomas', 'Léa']);

    // Add: name, role, avatar.
    await section.getByRole('button', { name: 'Ajouter un profil' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Ajouter un profil' });
    await addDialog.getByLabel('Prénom').fill('Josette');
    await pick(addDialog, 'Rôle', 'Grand-parent');
    await pick(addDialog, 'Avatar', 'Grand-mère');
    await addDialog.getByRole('button', { name: 'Ajouter le profil' }).click();
    await page.getByText('Profil ajouté', { exact: true }).waitFor();
    await addDialog.waitFor({ state: 'hidden' });

    const added = section.getByRole('listitem').filter({ hasText: 'Josette' });
    await added.waitFor();
    expect(await added.textContent()).toContain('👵');
    expect(await added.textContent()).toContain('Grand-parent');
    expect(await listedNames(section)).toEqual(['Camille', 'Thomas', 'Léa', 'Josette']);
    const josette = (await profilesOf(family.spaceId)).find((p) => p.name === 'Josette');
    expect(josette).toMatchObject({ role: 'grand-parent', emoji: '👵' });

    // Edit the name: the form starts with the profile's values.
    await added.getByRole('button', { name: 'Modifier Josette' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Modifier le profil' });
    const name = editDialog.getByLabel('Prénom');
    expect(await name.inputValue()).toBe('Josette');
    expect(
      await editDialog
        .getByRole('group', { name: 'Rôle' })
        .getByRole('radio', { name: 'Grand-parent', exact: true })
        .isChecked(),
    ).toBe(true);
    await name.fill('Mamie Jo');
    await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Profil modifié', { exact: true }).waitFor();
    await editDialog.waitFor({ state: 'hidden' });
    const edited = section.getByRole('listitem').filter({ hasText: 'Mamie Jo' });
    await edited.waitFor();
    expect(await listedNames(section)).toEqual(['Camille', 'Thomas', 'Léa', 'Mamie Jo']);
    expect((await profilesOf(family.spaceId)).find((p) => p.id === josette?.id)).toMatchObject({
      name: 'Mamie Jo',
      role: 'grand-parent',
      emoji: '👵',
    });

    // Delete, after the confirmation.
    await edited.getByRole('button', { name: 'Supprimer Mamie Jo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce profil ?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      "Le profil de Mamie Jo sera supprimé de l'espace « Famille Test ».",
    );
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByText('Profil supprimé', { exact: true }).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await edited.waitFor({ state: 'detached' });
    expect(await listedNames(section)).toEqual(['Camille', 'Thomas', 'Léa']);
    expect((await profilesOf(family.spaceId)).map((p) => p.name)).toEqual([
      'Camille',
      'Thomas',
      'Léa',
    ]);

    // The chooser shows the remaining profiles only.
    await page.goto(`${baseUrl}/profile`);
    expect(await chooserNames()).toEqual(['Camille', 'Thomas', 'Léa']);
  });

  it('cancelling the delete confirmation keeps the profile', async () => {
    const family = await signInWithFamily(page, baseUrl, 'profiles-cancel');
    const section = await openProfilesSection();

    await section.getByRole('button', { name: 'Supprimer Thomas' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce profil ?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'hidden' });

    expect(await page.getByText('Profil supprimé', { exact: true }).count()).toBe(0);
    expect(await listedNames(section)).toEqual(['Camille', 'Thomas', 'Léa']);
    expect((await profilesOf(family.spaceId)).map((p) => p.id)).toContain(
      family.profiles.Thomas.id,
    );

    // Still there after a reload, and in the chooser.
    const reloaded = await openProfilesSection();
    expect(await listedNames(reloaded)).toEqual(['Camille', 'Thomas', 'Léa']);
    await page.goto(`${baseUrl}/profile`);
    expect(await chooserNames()).toEqual(['Camille', 'Thomas', 'Léa']);
  });
});

describe('the selected profile', () => {
  it('deleted elsewhere, it is no longer accessible: toast, /profile, selection cleared', async () => {
    const family = await signInWithFamily(page, baseUrl, 'profiles-lost');
    const camille = family.profiles.Camille;

    // Selected and usable first.
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Bonjour Camille !' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('selectedProfileId'))).toBe(camille.id);
    await waitForLive(page);

    // Another device of the family deletes it (same account: the page's cookies, an Origin).
    const cookies = await page.context().cookies(baseUrl);
    const response = await fetch(`${baseUrl}/api/spaces/${family.spaceId}/profiles/${camille.id}`, {
      method: 'DELETE',
      headers: {
        origin: baseUrl,
        cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      },
    });
    expect(response.status).toBe(200);

    // The live stream tells this screen at once: no reload needed.
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Accès refusé' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Ce profil n'est plus accessible");
    await waitForPath('/profile');
    expect(await page.evaluate(() => localStorage.getItem('selectedProfileId'))).toBeNull();
    // The space stays active; the chooser offers the profiles left.
    expect(await page.evaluate(() => localStorage.getItem('activeSpaceId'))).toBe(family.spaceId);
    expect(await chooserNames()).toEqual(['Thomas', 'Léa']);
    expect(pathname()).toBe('/profile');
  });
});

describe('/settings › Mon compte', () => {
  it('a new password asks for the current one: a wrong one is said under its field, the right one saves with « Mot de passe modifié »', async () => {
    await signInWithFamily(page, baseUrl, 'account-password');
    await page.goto(`${baseUrl}/settings`);
    await page.getByRole('button', { name: /^Mon compte/ }).click();
    const section = page.getByRole('region', { name: /^Mon compte/ });
    const current = section.getByLabel('Mot de passe actuel');
    expect(await current.count()).toBe(0);

    await section.getByLabel('Nouveau mot de passe').fill('Cerf-volant-sur-la-dune-2027');
    await current.waitFor();
    await current.fill('Pas-le-bon-2026');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await section.getByText('Mot de passe actuel incorrect').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');

    // The account's password (tests/e2e/support/accounts.ts).
    await current.fill('Tartine-Confiture-42');
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    // A password change is named as such, and says what it did to the other devices.
    await page.getByText('Mot de passe modifié', { exact: true }).waitFor();
    await page.getByText('Vos autres appareils ont été déconnectés.', { exact: true }).waitFor();
    expect(await page.getByText('Informations sauvegardées', { exact: true }).count()).toBe(0);
    await current.waitFor({ state: 'detached' });
  });
});
