import type { Page } from 'playwright-core';
import { newAccount, signUpOnPage } from './accounts.ts';
import { openPhonePage } from './browser.ts';
import type { TestFamily } from './family.ts';

/** An invitation to `spaceId` saved by the member signed in on `page`; answers its code. */
export async function inviteByApi(
  page: Page,
  spaceId: string,
  invitee: { firstName: string; lastName: string; role?: string },
): Promise<string> {
  return page.evaluate(
    async ({ spaceId, invitee }) => {
      const generated = await fetch(`/api/spaces/${spaceId}/invitations/code`, { method: 'POST' });
      if (generated.status !== 201) throw new Error(`code: ${generated.status}`);
      const { code } = (await generated.json()) as { code: string };
      const saved = await fetch(`/api/spaces/${spaceId}/invitations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          code,
          invitedFirstName: invitee.firstName,
          invitedLastName: invitee.lastName,
          ...(invitee.role ? { invitedRole: invitee.role } : {}),
        }),
      });
      if (saved.status !== 201) throw new Error(`invitation: ${saved.status}`);
      return code;
    },
    { spaceId, invitee },
  );
}

/** Joins with `code` as the account signed in on `page` (its own names). */
export async function joinByApi(page: Page, code: string): Promise<void> {
  const status = await page.evaluate(async (code) => {
    const response = await fetch('/api/invitations/join', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    return response.status;
  }, code);
  if (status !== 200) throw new Error(`join: ${status}`);
}

export interface ListedSpace {
  id: string;
  name: string;
  isAdmin: boolean;
  memberCount: number;
  timezone: string;
}

/** GET /api/spaces from the page (its cookies). */
export async function spacesOf(page: Page): Promise<ListedSpace[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/spaces');
    return ((await response.json()) as { spaces: ListedSpace[] }).spaces;
  });
}

/**
 * A second member, Thomas Martin, of `family`'s space: invited by the admin signed in on `admin`,
 * signed in on a phone page of his own with the space and his profile chosen (and any other
 * `storage` entries the SPA reads at start).
 */
export async function secondMember(
  baseUrl: string,
  admin: Page,
  family: TestFamily,
  options: { prefix: string; storage?: Record<string, string> },
): Promise<Page> {
  const other = await openPhonePage();
  const account = { ...newAccount(options.prefix), firstName: 'Thomas' };
  await signUpOnPage(other, baseUrl, account);
  const code = await inviteByApi(admin, family.spaceId, account);
  await joinByApi(other, code);
  await other.evaluate(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    {
      activeSpaceId: family.spaceId,
      selectedProfileId: family.profiles.Thomas.id,
      ...options.storage,
    },
  );
  return other;
}
