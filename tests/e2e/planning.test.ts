import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import {
  addDays,
  createTaskByApi,
  dayName,
  futureMonday,
  parisToday,
  signInWithFamily,
  storeDays,
  tasksInRange,
} from './support/family.ts';
import { baseUrl } from './support/server.ts';

setupBrowser();
setupPhonePage();

const pathname = () => new URL(page.url()).pathname;

/** The day card of the week view for `date` ("mercredi 25 — 2 créneaux"). */
function dayCard(date: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^${dayName(date)}\\b`) });
}

async function openWeek(monday: string) {
  await storeDays(page, { weeklyViewDate: monday });
  await page.goto(`${baseUrl}/weekly-view`);
  await page.getByRole('heading', { name: 'Vue hebdomadaire' }).waitFor();
  // The cards appear once the week is loaded.
  await dayCard(monday).waitFor();
}

/** The names of the items listed in a day card. */
async function namesIn(card: Locator): Promise<string[]> {
  return card
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => link.querySelector('.font-semibold')?.textContent ?? ''),
    );
}

describe('creating a task', () => {
  it('shows the new task on its day in /planning and in /weekly-view', async () => {
    await signInWithFamily(page, baseUrl, 'plan-create');
    const monday = futureMonday();
    const wednesday = addDays(monday, 2);
    await storeDays(page, { selectedDate: wednesday });
    await page.goto(`${baseUrl}/planning`);
    await page
      .getByRole('heading', { name: `Planning du ${dayName(wednesday)}`, exact: false })
      .waitFor();
    await page.getByText('Aucune tâche prévue pour ce jour').waitFor();

    await page.getByRole('button', { name: 'Ajouter au planning' }).click();
    await page.getByRole('menuitem', { name: 'Tâche à planifier' }).click();
    await page.waitForURL((url) => url.pathname === '/new-task');
    await page.getByRole('heading', { name: 'Nouvelle tâche' }).waitFor();
    // The form starts on the day the planning showed.
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(wednesday);

    // The French messages when the required fields are missing.
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    await page.getByText('Le nom de la tâche est requis').waitFor();
    await page.getByText("L'heure est requise").waitFor();
    await page.getByText('Veuillez sélectionner un type de tâche').waitFor();

    await page.getByLabel('Nom de la tâche').fill('Rendez-vous pédiatre');
    await page.getByLabel('Heure', { exact: true }).fill('09:30');
    await page.locator('label', { hasText: 'Santé' }).click();
    // From Camille (the default, once the profiles are there) to Thomas.
    await page
      .getByRole('group', { name: 'Responsables' })
      .getByRole('button', { name: /Camille/ })
      .and(page.locator('[aria-pressed="true"]'))
      .click();
    await page
      .getByRole('group', { name: 'Responsables' })
      .getByRole('button', { name: /Thomas/ })
      .click();
    await page
      .getByRole('group', { name: 'Enfants concernés' })
      .getByRole('button', { name: /Léa/ })
      .click();
    await page.getByRole('button', { name: 'Créer la tâche' }).click();

    await page.getByText('Tâche créée').waitFor();
    await page.waitForURL((url) => url.pathname === '/planning');
    const day = page.getByRole('list', { name: new RegExp(`Planning du ${dayName(wednesday)}`) });
    const item = day.getByRole('link', { name: /Rendez-vous pédiatre/ });
    await item.waitFor();
    expect(await item.textContent()).toContain('09:30');
    expect(await item.textContent()).toContain('Thomas');
    expect(await page.evaluate(() => localStorage.getItem('selectedDate'))).toBe(wednesday);

    await page.getByRole('link', { name: 'Voir toute la semaine' }).click();
    await page.waitForURL((url) => url.pathname === '/weekly-view');
    await dayCard(wednesday)
      .getByRole('link', { name: /Rendez-vous pédiatre/ })
      .waitFor();
    expect(await namesIn(dayCard(addDays(monday, 1)))).toEqual([]);
    expect(await namesIn(dayCard(addDays(monday, 3)))).toEqual([]);
  });

  it('repeats a daily task on Monday and Wednesday only', async () => {
    await signInWithFamily(page, baseUrl, 'plan-daily');
    const monday = futureMonday();
    await page.goto(`${baseUrl}/new-task`);
    await page.getByLabel('Nom de la tâche').fill('Piscine');
    await page.getByLabel('Date', { exact: true }).fill(monday);
    await page.getByLabel('Heure', { exact: true }).fill('17:00');
    await page.locator('label', { hasText: 'Périscolaire' }).click();
    await page.getByLabel('Répéter').selectOption('daily');
    await page.getByRole('checkbox', { name: 'Lundi' }).click();
    await page.getByRole('checkbox', { name: 'Mercredi' }).click();
    await page.getByLabel('Date de fin').fill(addDays(monday, 13));
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    await page.getByText('Tâche créée').waitFor();
    await page.waitForURL((url) => url.pathname === '/planning');

    await openWeek(monday);
    for (let offset = 0; offset < 7; offset += 1) {
      const date = addDays(monday, offset);
      expect(await namesIn(dayCard(date)), dayName(date)).toEqual(
        offset === 0 || offset === 2 ? ['Piscine'] : [],
      );
    }
    // The next week too, up to the end date.
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await dayCard(addDays(monday, 7))
      .getByRole('link', { name: /Piscine/ })
      .waitFor();
    expect(await namesIn(dayCard(addDays(monday, 8)))).toEqual([]);
    expect(await namesIn(dayCard(addDays(monday, 9)))).toEqual(['Piscine']);
  });
});

describe('a repeating multi-day event', () => {
  it('« Classe de neige » Monday to Friday every week shows on each of its days, week after week', async () => {
    await signInWithFamily(page, baseUrl, 'plan-span');
    const monday = futureMonday();
    await page.goto(`${baseUrl}/new-task`);
    await page.getByLabel('Nom de la tâche').fill('Classe de neige');
    await page.getByRole('switch', { name: /Toute la journée/ }).click();
    await page.getByLabel('Date', { exact: true }).fill(monday);
    await page.getByLabel("Jusqu'au").fill(addDays(monday, 4));
    await page.locator('label', { hasText: 'École' }).click();
    await page.getByLabel('Répéter').selectOption('weekly');
    await page.getByRole('button', { name: 'Créer la tâche' }).click();
    await page.getByText('Tâche créée').waitFor();
    await page.waitForURL((url) => url.pathname === '/planning');

    await openWeek(monday);
    for (let offset = 0; offset < 7; offset += 1) {
      const date = addDays(monday, offset);
      expect(await namesIn(dayCard(date)), dayName(date)).toEqual(
        // Each day of the occurrence says which one it is.
        offset < 5 ? [`Classe de neige, jour ${offset + 1}/5`] : [],
      );
    }
    // The next week holds the next occurrence, over the same days.
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await dayCard(addDays(monday, 11))
      .getByRole('link', { name: /Classe de neige/ })
      .waitFor();
    expect(await namesIn(dayCard(addDays(monday, 12)))).toEqual([]);
  });
});

describe('a recurring task', () => {
  it('deletes one occurrence only, the others remain', async () => {
    const family = await signInWithFamily(page, baseUrl, 'plan-delete');
    const monday = futureMonday();
    const sunday = addDays(monday, 6);
    const wednesday = addDays(monday, 2);
    await createTaskByApi(page, family.spaceId, {
      name: 'Goûter',
      type: 'repas',
      date: monday,
      time: '16:00',
      recurrence: 'daily',
      recurrenceEndDate: sunday,
      responsable: family.profiles.Camille.id,
    });

    await openWeek(monday);
    await dayCard(wednesday)
      .getByRole('link', { name: /Goûter/ })
      .click();
    await page.waitForURL((url) => url.pathname.startsWith('/task/'));
    await page.getByRole('heading', { name: 'Goûter' }).waitFor();
    await page.getByRole('button', { name: 'Supprimer la tâche' }).click();
    await page.getByRole('button', { name: 'Supprimer cette occurrence seulement' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Seule l'occurrence du ${dayName(wednesday)}`).waitFor();
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByText('Occurrence supprimée').waitFor();
    await page.getByText('Seule cette occurrence a été supprimée.').waitFor();
    await page.waitForURL((url) => url.pathname === '/planning');

    // The deletion is sent once « Annuler » is no longer offered (a few seconds).
    await expect
      .poll(
        async () =>
          (await tasksInRange(page, family.spaceId, monday, sunday)).map((task) => task.date),
        { timeout: 15_000, interval: 500 },
      )
      .toEqual([0, 1, 3, 4, 5, 6].map((offset) => addDays(monday, offset)));
    await openWeek(monday);
    expect(await namesIn(dayCard(wednesday))).toEqual([]);
    expect(await namesIn(dayCard(addDays(monday, 1)))).toEqual(['Goûter']);
    expect(await namesIn(dayCard(addDays(monday, 3)))).toEqual(['Goûter']);
  });

  it('edits "this occurrence" and changes that day only', async () => {
    const family = await signInWithFamily(page, baseUrl, 'plan-edit');
    const monday = futureMonday();
    const sunday = addDays(monday, 6);
    const thursday = addDays(monday, 3);
    await createTaskByApi(page, family.spaceId, {
      name: 'Goûter',
      type: 'repas',
      date: monday,
      time: '16:00',
      recurrence: 'daily',
      recurrenceEndDate: sunday,
    });

    await openWeek(monday);
    await dayCard(thursday)
      .getByRole('link', { name: /Goûter/ })
      .click();
    await page.getByRole('heading', { name: 'Goûter' }).waitFor();
    await page.getByRole('button', { name: 'Modifier la tâche' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/edit-task/'));
    const name = page.getByLabel('Nom de la tâche');
    await name.waitFor();
    // Prefilled with the occurrence's own date.
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(thursday);
    expect(await name.inputValue()).toBe('Goûter');
    await name.fill('Goûter chez Mamie');
    await page.getByLabel('Heure', { exact: true }).fill('17:15');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.getByRole('button', { name: 'Modifier cette occurrence seulement' }).click();
    await page.getByText('Tâche modifiée').waitFor();
    await page.waitForURL((url) => url.pathname === '/planning');
    // The planning shows the edited day.
    await page
      .getByRole('list', { name: new RegExp(`Planning du ${dayName(thursday)}`) })
      .getByRole('link', { name: /Goûter chez Mamie/ })
      .waitFor();

    const week = await tasksInRange(page, family.spaceId, monday, sunday);
    expect(week).toHaveLength(7);
    const changed = week.filter((task) => task.name === 'Goûter chez Mamie');
    expect(changed.map((task) => [task.date, task.time])).toEqual([[thursday, '17:15']]);
    expect(week.filter((task) => task.name === 'Goûter').every((t) => t.time === '16:00')).toBe(
      true,
    );

    await openWeek(monday);
    expect(await namesIn(dayCard(thursday))).toEqual(['Goûter chez Mamie']);
    expect(await namesIn(dayCard(addDays(monday, 2)))).toEqual(['Goûter']);
    expect(await namesIn(dayCard(addDays(monday, 4)))).toEqual(['Goûter']);
  });
});

describe('the week view', () => {
  it('filters by "Non assigné" and "Total créneaux", and previews 5 items per day', async () => {
    const family = await signInWithFamily(page, baseUrl, 'plan-week');
    const monday = futureMonday();
    const tuesday = addDays(monday, 1);
    for (const [index, time] of ['08:00', '09:00', '10:00', '11:00', '12:00'].entries()) {
      await createTaskByApi(page, family.spaceId, {
        name: `Créneau ${index + 1}`,
        type: 'autres',
        date: tuesday,
        time,
        responsable: family.profiles.Thomas.id,
      });
    }
    await createTaskByApi(page, family.spaceId, {
      name: 'Sans responsable',
      type: 'sport',
      date: tuesday,
      time: '18:00',
    });
    await createTaskByApi(page, family.spaceId, {
      name: 'Jeudi assigné',
      type: 'ecole',
      date: addDays(monday, 3),
      time: '08:30',
      responsable: family.profiles.Camille.id,
    });

    await openWeek(monday);
    const total = page.getByRole('button', { name: /Total créneaux/ });
    const unassigned = page.getByRole('button', { name: /Non assigné/ });
    expect(await total.textContent()).toContain('7');
    expect(await unassigned.textContent()).toContain('1');
    expect(await total.getAttribute('aria-pressed')).toBe('true');
    // Six on Tuesday: five shown, then "+1 autres...".
    expect(await namesIn(dayCard(tuesday))).toHaveLength(5);
    await dayCard(tuesday).getByRole('button', { name: '+1 autres...' }).click();
    expect(await namesIn(dayCard(tuesday))).toHaveLength(6);

    await unassigned.click();
    expect(await unassigned.getAttribute('aria-pressed')).toBe('true');
    expect(await namesIn(dayCard(tuesday))).toEqual(['Sans responsable']);
    expect(await namesIn(dayCard(addDays(monday, 3)))).toEqual([]);

    await total.click();
    expect(await total.getAttribute('aria-pressed')).toBe('true');
    expect(await namesIn(dayCard(addDays(monday, 3)))).toEqual(['Jeudi assigné']);
  });
});

describe('the dashboard', () => {
  it("lists the whole family's day, and « Mes tâches » narrows it to the selected profile", async () => {
    const family = await signInWithFamily(page, baseUrl, 'plan-dash');
    const today = parisToday();
    await createTaskByApi(page, family.spaceId, {
      name: 'Pour Camille',
      type: 'sante',
      date: today,
      time: '23:50',
      responsable: family.profiles.Camille.id,
    });
    await createTaskByApi(page, family.spaceId, {
      name: 'Pour Thomas',
      type: 'sante',
      date: today,
      time: '23:55',
      responsable: family.profiles.Thomas.id,
    });
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Bonjour Camille !' }).waitFor();
    const todayRegion = page.getByRole('region', { name: /^Aujourd'hui/ });
    await todayRegion.getByRole('link', { name: /Pour Thomas/ }).waitFor();
    await todayRegion.getByRole('link', { name: /Pour Camille/ }).waitFor();
    await page.getByRole('button', { name: 'Mes tâches' }).click();
    await page.getByRole('button', { name: 'Mes tâches', pressed: true }).waitFor();
    await todayRegion.getByRole('link', { name: /Pour Camille/ }).waitFor();
    expect(await todayRegion.getByRole('link', { name: /Pour Thomas/ }).count()).toBe(0);
    expect(pathname()).toBe('/dashboard');
  });
});
