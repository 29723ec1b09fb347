import type { Page } from 'playwright-core';
import { plannedItems, type TaskRangeResponse } from '../../../domain/task-range.ts';
import { newAccount, signInByApi, signUpOnPage, type TestAccount } from './accounts.ts';

export interface TestProfile {
  id: string;
  name: string;
  role: string;
  emoji: string;
}

export interface TestFamily {
  account: TestAccount;
  spaceId: string;
  /** By first name: Camille and Thomas (parents), Léa (child). */
  profiles: Record<'Camille' | 'Thomas' | 'Léa', TestProfile>;
}

/**
 * A new account, signed in on `page`, with its own space "Famille Test" (Camille and Thomas, parents;
 * Léa, a child), made active with Camille as the selected profile. Created through the API from the
 * page itself, so the browser's cookies and Origin go with each call; no screen is opened (the page
 * waits on the origin, `signUpOnPage`): the caller goes to the screen it tests.
 */
export async function signInWithFamily(
  page: Page,
  baseUrl: string,
  tag: string,
): Promise<TestFamily> {
  const account = newAccount(tag);
  await signUpOnPage(page, baseUrl, account);
  const family = await page.evaluate(async () => {
    const response = await fetch('/api/spaces', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Famille Test',
        members: [
          { name: 'Camille', role: 'parent', emoji: '👩' },
          { name: 'Thomas', role: 'parent', emoji: '👨' },
          { name: 'Léa', role: 'enfant', emoji: '👧' },
        ],
      }),
    });
    if (response.status !== 201)
      throw new Error(`space: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { id: string; profiles: TestProfile[] };
    const byName = Object.fromEntries(body.profiles.map((p) => [p.name, p]));
    const camille = byName.Camille;
    if (!camille) throw new Error('no profile Camille in the new space');
    localStorage.setItem('activeSpaceId', body.id);
    localStorage.setItem('selectedProfileId', camille.id);
    return { spaceId: body.id, profiles: byName } as Omit<TestFamily, 'account'>;
  });
  return { ...family, account };
}

/** The same account signed in on another phone (`other`), its space and Camille chosen there too. */
export async function signInWithSameFamily(
  other: Page,
  baseUrl: string,
  family: TestFamily,
): Promise<void> {
  await signInByApi(other, baseUrl, family.account);
  await other.evaluate(
    ({ spaceId, profileId }) => {
      localStorage.setItem('activeSpaceId', spaceId);
      localStorage.setItem('selectedProfileId', profileId);
    },
    { spaceId: family.spaceId, profileId: family.profiles.Camille.id },
  );
}

export interface TestTask {
  id: string;
  originalId: string;
  name: string;
  date: string;
  time: string | null;
  /** Its responsible adults, in the family's profile order. */
  responsibles: { id: string }[];
  isRecurring: boolean;
}

/** POST /api/spaces/:spaceId/tasks from the page; the body is the form's fields. */
export async function createTaskByApi(
  page: Page,
  spaceId: string,
  input: Record<string, unknown>,
): Promise<TestTask> {
  return page.evaluate(
    async ({ spaceId, input }) => {
      const response = await fetch(`/api/spaces/${spaceId}/tasks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      if (response.status !== 201)
        throw new Error(`task: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { task: TestTask }).task;
    },
    { spaceId, input },
  );
}

/** The occurrences of [from, to] as the API answers them, spread over their days as the SPA does. */
export async function tasksInRange(
  page: Page,
  spaceId: string,
  from: string,
  to: string,
): Promise<TestTask[]> {
  const range = await page.evaluate(
    async ({ spaceId, from, to }) => {
      const response = await fetch(`/api/spaces/${spaceId}/tasks?from=${from}&to=${to}`);
      if (!response.ok) throw new Error(`range: ${response.status}`);
      return (await response.json()) as TaskRangeResponse;
    },
    { spaceId, from, to },
  );
  return plannedItems(range);
}

// --- calendar days (yyyy-MM-dd), as the family in Paris sees them -----------------------------------

export function parisToday(): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function mondayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(date, weekday === 0 ? -6 : 1 - weekday);
}

/** The Monday of a week that is surely in the future (two weeks on): no "today" in it. */
export function futureMonday(): string {
  return addDays(mondayOf(parisToday()), 14);
}

/** "mercredi 25", as the week view's day cards name themselves. */
export function dayName(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
  return `${weekday} ${d}`;
}

/** Keys the planning screens read from localStorage: selectedDate, weeklyViewDate. */
export async function storeDays(
  page: Page,
  days: { selectedDate?: string; weeklyViewDate?: string },
): Promise<void> {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) if (value) localStorage.setItem(key, value);
  }, days);
}
