/**
 * The family's day at a glance: on a 390×844 phone the home shows today's and tomorrow's eight items
 * of the whole family without a tap or a scroll, long titles and four people included; the home,
 * the month, the week and the day pass axe, light and dark, on a phone and on a 1280 px desktop
 * (which has a side navigation instead of the tab bar, the week as a grid of hours and the month
 * across the width beside the navigation).
 */
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { addDays, createTaskByApi, parisToday, signInWithFamily } from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

/** Today's four, then tomorrow's four, in time order; `everyone`: both parents and both children. */
const DAY_ITEMS = [
  {
    name: 'Déposer les enfants à l’école Jules-Ferry',
    type: 'ecole',
    time: '07:30',
    everyone: true,
  },
  {
    name: 'Rendez-vous chez l’orthodontiste pour Léa',
    type: 'sante',
    time: '09:15',
    everyone: false,
  },
  {
    name: 'Récupérer le colis au point relais de la gare',
    type: 'autres',
    time: '12:30',
    everyone: false,
  },
  {
    name: 'Échange de garde : les enfants chez Papa',
    type: 'autres',
    time: '18:00',
    everyone: true,
  },
  {
    name: 'Sortie scolaire au musée d’histoire naturelle',
    type: 'ecole',
    time: '08:30',
    everyone: true,
  },
  {
    name: 'Cours de natation à la piscine municipale',
    type: 'sport',
    time: '16:30',
    everyone: false,
  },
  { name: 'Repas de famille chez Mamie et Papi', type: 'repas', time: '19:00', everyone: true },
  { name: 'Répétition de la chorale des enfants', type: 'musique', time: '20:30', everyone: false },
] as const;
const LAST = /Répétition de la chorale/;

/** A second child in the family (Léa's brother), by the API; its profile id. */
async function addChild(spaceId: string, name: string): Promise<string> {
  return page.evaluate(
    async ({ spaceId, name }) => {
      const response = await fetch(`/api/spaces/${spaceId}/profiles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, role: 'enfant', emoji: '👦' }),
      });
      if (response.status !== 201) throw new Error(`profile: ${await response.text()}`);
      return ((await response.json()) as { profile: { id: string } }).profile.id;
    },
    { spaceId, name },
  );
}

/** The system's theme switched under the open screen (the family chose none): axe in each. */
async function axeBothThemes(where: string): Promise<string[]> {
  const failures: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForFunction(
      (dark) => document.documentElement.classList.contains('dark') === dark,
      colorScheme === 'dark',
    );
    for (const line of describeViolations(await axeViolations(page))) {
      failures.push(`${where} ${colorScheme}: ${line}`);
    }
  }
  return failures;
}

/** Each new screen, opened and loaded, then audited in both themes. */
async function auditScreens(size: string): Promise<string[]> {
  const failures: string[] = [];
  const screens = [
    { path: '/dashboard', ready: 'section[aria-labelledby^="agenda-"] a[href^="/task/"]' },
    { path: '/month', ready: '[data-cell-title]' },
    { path: '/weekly-view', ready: 'article[aria-labelledby^="day-"] a[href^="/task/"]' },
    { path: '/planning', ready: 'main a[href^="/task/"]' },
  ];
  for (const screen of screens) {
    await page.goto(`${baseUrl}${screen.path}`);
    await page.locator(screen.ready).first().waitFor();
    await page.waitForFunction(
      () => document.querySelector('.animate-spin, .animate-pulse, [aria-busy="true"]') === null,
    );
    failures.push(...(await axeBothThemes(`${size} ${screen.path}`)));
  }
  return failures;
}

describe('at a glance', () => {
  it("shows the family's today and tomorrow on a phone's first screen, and passes axe everywhere", async () => {
    const family = await signInWithFamily(page, baseUrl, 'glance');
    const today = parisToday();
    const people = [family.profiles.Camille.id, family.profiles.Thomas.id];
    const children = [family.profiles.Léa.id, await addChild(family.spaceId, 'Tom')];
    // Today's and tomorrow's eight, as a family writes them: long titles, and on some of them both
    // parents and both children.
    for (const [index, item] of DAY_ITEMS.entries()) {
      await createTaskByApi(page, family.spaceId, {
        name: item.name,
        type: item.type,
        date: index < 4 ? today : addDays(today, 1),
        time: item.time,
        ...(item.everyone
          ? { responsables: people, enfants: children }
          : { responsable: people[index % 2] ?? 'none' }),
      });
    }
    await page.goto(`${baseUrl}/dashboard`);
    const agenda = page.getByRole('region', { name: 'Agenda' });
    const rows = agenda.locator('a[href^="/task/"]');
    await agenda.getByRole('link', { name: LAST }).waitFor();
    expect(await rows.count()).toBe(8);
    // The rows cut what does not fit with « … », but their names for a screen reader are whole.
    await agenda
      .getByRole('link', {
        name: /Échange de garde : les enfants chez Papa.*Camille et Thomas.*Léa et Tom/,
      })
      .first()
      .waitFor();
    // All eight wholly above the tab bar, on the first screen: no scroll, no tap; each row one line
    // of title and one of people, and still a 44 px target.
    const bar = await page.getByRole('navigation', { name: 'Navigation principale' }).boundingBox();
    for (const row of await rows.evaluateAll((links) =>
      links.map((link) => ({
        bottom: link.getBoundingClientRect().bottom,
        height: link.getBoundingClientRect().height,
      })),
    )) {
      expect(row.bottom).toBeLessThanOrEqual(bar?.y ?? 844);
      expect(row.height).toBeGreaterThanOrEqual(44);
      expect(row.height).toBeLessThanOrEqual(48);
    }
    // Who does what: the names are written.
    await agenda.getByText('Thomas').first().waitFor();

    // The week the planning screens open on: tomorrow's, with a three-day trip across its days.
    await createTaskByApi(page, family.spaceId, {
      name: 'Classe de neige',
      type: 'ecole',
      date: addDays(today, 2),
      endDate: addDays(today, 4),
      allDay: true,
      responsables: people,
      enfants: [family.profiles.Léa.id],
    });
    // A half-hour visit with a long title, then judo at 18:15: on the desktop grid, one under the other.
    for (const [name, time, endTime] of [
      ['Pédiatre de Léa (vaccin de rappel)', '17:30', '18:00'],
      ['Judo', '18:15', '19:15'],
    ]) {
      await createTaskByApi(page, family.spaceId, {
        name,
        type: 'sante',
        date: addDays(today, 2),
        time,
        endTime,
        responsable: family.profiles.Camille.id,
      });
    }
    await page.evaluate(
      ({ tomorrow, trip }) => {
        localStorage.setItem('selectedDate', tomorrow);
        localStorage.setItem('weeklyViewDate', trip);
      },
      { tomorrow: addDays(today, 1), trip: addDays(today, 2) },
    );
    const failures = await auditScreens('phone');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl}/dashboard`);
    await agenda.getByRole('link', { name: LAST }).waitFor();
    // The desktop's tabs are a side column.
    const side = await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .boundingBox();
    expect(side?.x).toBe(0);
    expect(side?.height).toBe(800);
    failures.push(...(await auditScreens('desktop')));
    // The grid: the visit has its day's whole width (not half of it, beside judo), its title cut
    // with « … » inside the box, and the whole of it under the pointer.
    await page.goto(`${baseUrl}/weekly-view`);
    const visit = page.locator('[data-week-grid] a', { hasText: 'Pédiatre de Léa' });
    expect(await visit.getAttribute('title')).toBe('Pédiatre de Léa (vaccin de rappel) · Camille');
    const fit = await visit.evaluate((link) => ({
      width: link.getBoundingClientRect().width,
      day: link.closest('article')?.getBoundingClientRect().width ?? 0,
      // Every line's box inside the link's: nothing written over the next day.
      overflows: [...link.querySelectorAll('span')].some(
        (span) =>
          span.getBoundingClientRect().right > link.getBoundingClientRect().right + 0.5 ||
          span.getBoundingClientRect().bottom > link.getBoundingClientRect().bottom + 0.5,
      ),
    }));
    expect(fit.width).toBeGreaterThan(fit.day * 0.9);
    expect(fit.overflows).toBe(false);
    // The month takes the whole width beside the side column, not a phone's column widened.
    await page.goto(`${baseUrl}/month`);
    await page.locator('[data-cell-title]').first().waitFor();
    const main = await page.locator('main').boundingBox();
    expect(main?.x).toBe(side?.width);
    expect(main?.width).toBe(1280 - (side?.width ?? 0));
    expect(failures).toEqual([]);
  }, 120_000);
});
