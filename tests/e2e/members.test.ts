/** « Membres ayant accès » and « Invitations en attente » in Réglages, with a second member's phone open. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from '../../domain/spaces.ts';
import { newAccount, signUpOnPage } from './support/accounts.ts';
import {
  openPhonePage,
  page,
  setupBrowser,
  setupPhonePage,
  waitForLive,
} from './support/browser.ts';
import { signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';
import { inviteByApi, secondMember, spacesOf } from './support/spaces.ts';

setupBrowser();
setupPhonePage();

/** Opens Réglages › Gestion des espaces familles on `target`. */
async function openSpacesSection(target: Page) {
  await target.goto(`${baseUrl}/settings`);
  const trigger = target.getByRole('button', { name: /^Gestion des espaces familles/ });
  await trigger.click();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
}

describe('members with access', () => {
  it("an admin removes a member, whose open app loses the space at once; the member's profile stays", async () => {
    const family = await signInWithFamily(page, baseUrl, 'members-admin');
    const thomas = await secondMember(baseUrl, page, family, { prefix: 'members-removed' });
    await thomas.goto(`${baseUrl}/dashboard`);
    await waitForLive(thomas);

    await openSpacesSection(page);
    const members = page.getByRole('region', { name: 'Gestion des espaces familles' });
    await members.getByText('2 membres ayant accès').waitFor();
    const me = members.getByRole('listitem').filter({ hasText: 'Vous' });
    expect(await me.textContent()).toContain('Camille Martin');
    expect(await me.textContent()).toContain('Admin');
    expect(await me.textContent()).toMatch(/Membre depuis le \d{1,2}(er)? \p{L}+ \d{4}/u);
    // Nobody removes themselves here: « Quitter » does that.
    expect(await me.getByRole('button').count()).toBe(0);

    await members.getByRole('button', { name: "Retirer l'accès de Thomas Martin" }).click();
    const dialog = page.getByRole('alertdialog', { name: "Retirer l'accès ?" });
    await dialog.getByText('Son profil reste dans la famille').waitFor();
    await dialog.getByRole('button', { name: "Retirer l'accès" }).click();
    await page.getByText('Accès retiré').waitFor();
    await members.getByText('1 membre ayant accès').waitFor();

    // Thomas's phone is told and lands where a signed-in person without a space does.
    await thomas
      .getByText('Votre accès à « Famille Test » a été retiré', { exact: true })
      .waitFor();
    await thomas.waitForURL((url) => url.pathname === '/setup-space');
    expect(await spacesOf(thomas)).toEqual([]);

    const profiles = await page.evaluate(async (spaceId) => {
      const response = await fetch(`/api/spaces/${spaceId}/profiles`);
      return ((await response.json()) as { profiles: { name: string }[] }).profiles;
    }, family.spaceId);
    expect(profiles.map((profile) => profile.name)).toContain('Thomas');
  });

  it('an admin makes a member admin, whose role no other admin can then take; a member who is not admin sees no such buttons', async () => {
    const family = await signInWithFamily(page, baseUrl, 'members-promote');
    const thomas = await secondMember(baseUrl, page, family, { prefix: 'members-promoted' });

    await openSpacesSection(thomas);
    const seen = thomas.getByRole('region', { name: 'Gestion des espaces familles' });
    await seen.getByText('2 membres ayant accès').waitFor();
    expect(await seen.getByRole('button', { name: /Retirer l'accès|Nommer/ }).count()).toBe(0);

    await openSpacesSection(page);
    const members = page.getByRole('region', { name: 'Gestion des espaces familles' });
    await members.getByRole('button', { name: 'Nommer admin : Thomas Martin' }).click();
    await page
      .getByRole('alertdialog', { name: 'Nommer administrateur ?' })
      .getByRole('button', { name: 'Nommer admin' })
      .click();
    await page.getByText('Thomas Martin est maintenant administrateur').waitFor();
    const row = members.getByRole('listitem').filter({ hasText: 'Thomas Martin' });
    await row.getByText('Admin', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Nommer/ }).count()).toBe(0);

    // Now an admin himself, his access and role are his alone to give up: no button takes them.
    await row.getByText(MEMBER_MESSAGES.otherAdminNote).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    await members.getByText('2 membres ayant accès').waitFor();
  });
});

describe('pending invitations', () => {
  it('lists who was invited, when and by whom; « Annuler » makes the code stop working', async () => {
    const family = await signInWithFamily(page, baseUrl, 'pending-admin');
    const code = await inviteByApi(page, family.spaceId, {
      firstName: 'Jeanne',
      lastName: 'Dupont',
    });

    await openSpacesSection(page);
    const section = page.getByRole('region', { name: 'Gestion des espaces familles' });
    const row = section.getByRole('listitem').filter({ hasText: 'Jeanne Dupont' });
    expect(await row.textContent()).toMatch(
      /Invitation du \d{1,2}(er)? \p{L}+ par Camille Martin · valable jusqu'au \d{1,2}(er)? \p{L}+/u,
    );
    await row.getByRole('button', { name: "Annuler l'invitation de Jeanne Dupont" }).click();
    const dialog = page.getByRole('alertdialog', { name: "Annuler l'invitation ?" });
    await dialog.getByRole('button', { name: "Annuler l'invitation" }).click();
    await page.getByText('Invitation annulée').waitFor();
    await section.getByText('Aucune invitation en attente.').waitFor();

    // The invitee who comes with the code is told it no longer works.
    const jeanne = await openPhonePage();
    const account = { ...newAccount('pending-invitee'), firstName: 'Jeanne', lastName: 'Dupont' };
    await signUpOnPage(jeanne, baseUrl, account);
    const status = await jeanne.evaluate(async (code) => {
      const response = await fetch('/api/invitations/join', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      return response.status;
    }, code);
    expect(status).toBe(404);
  });
});
