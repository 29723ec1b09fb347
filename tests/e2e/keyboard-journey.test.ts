/**
 * The whole journey with the keyboard alone (docs/architecture.md#quality-gates): sign up, create a
 * space, choose a profile, create a recurring task, tick a list item. No click: Tab, Shift+Tab,
 * arrows, Space, Enter, Escape and typing. Each stop is checked to show its focus, and a dialog to
 * keep the focus inside.
 */
import { describe, expect, it } from 'vitest';
import { newAccount } from './support/accounts.ts';
import { page, setupBrowser, setupPhonePage } from './support/browser.ts';
import { focused, tabTo } from './support/keyboard.ts';
import { baseUrl } from './support/server.ts';

// The full browser: the headless shell leaves the focus nowhere when a dialog closes, where a
// parent's Chromium gives it back to the button that opened it.
setupBrowser({ engine: 'full' });
setupPhonePage();

describe('the keyboard alone', () => {
  it('signs up, creates a space, chooses a profile, creates a recurring task and ticks a list item', async () => {
    const account = newAccount('clavier');
    await page.goto(`${baseUrl}/`);

    // Sign-up.
    await tabTo(page, /^link "Première utilisation"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/signup');
    await tabTo(page, /^textbox "Prénom"/);
    await page.keyboard.type(account.firstName);
    await tabTo(page, /^textbox "Nom"/);
    await page.keyboard.type(account.lastName);
    await tabTo(page, /^textbox "Email"/);
    await page.keyboard.type(account.email);
    await tabTo(page, /^textbox "Mot de passe"/);
    await page.keyboard.type(account.password);
    await tabTo(page, /^button "(Créer mon compte|S'inscrire|Créer un compte)"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/setup-space');

    // A space with one member.
    await tabTo(page, /^textbox "Nom de l'espace famille"/);
    await page.keyboard.type('Famille Clavier');
    // The first member's card is open from the start.
    await tabTo(page, /^textbox "Prénom"/);
    await page.keyboard.type('Camille');
    await tabTo(page, /^radio "Parent"/);
    await page.keyboard.press('Space');
    await tabTo(page, /^radio "Femme"/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button "Ajouter"$/);
    await page.keyboard.press('Enter');
    await tabTo(page, /^button "Continuer"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/space-summary');
    await tabTo(page, /^button "Valider et continuer"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile');

    // The profile.
    await tabTo(page, /Camille/);
    await page.keyboard.press('Space');
    await tabTo(page, /^button "Commencer avec Camille"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    // A dialog keeps the focus inside while open, and gives it back to its button when closed.
    await tabTo(page, /^button "Ajouter un mémo"/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((node) => node.contains(document.activeElement)), key).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatch(/^button "Ajouter un mémo"/);

    // A weekly task, from the dashboard's quick add.
    await tabTo(page, /^link "Tâche/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/new-task');
    await tabTo(page, /^textbox "Nom de la tâche"/);
    await page.keyboard.type('Piscine');
    await tabTo(page, /"Heure"/);
    await page.keyboard.type('1730');
    await tabTo(page, /^radio ".*Sport|^radio ".*École/);
    await page.keyboard.press('Space');
    await tabTo(page, /^combobox "Répéter"/);
    // A closed select moves through its options with the arrows: Aucune → Tous les jours → Toutes les semaines.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByLabel('Répéter').inputValue()).toBe('weekly');
    await tabTo(page, /^button "Créer la tâche"/);
    await page.keyboard.press('Enter');
    await page.getByText('Tâche créée').first().waitFor();

    // A list, an item, and the item ticked.
    await page.waitForURL((url) => url.pathname !== '/new-task');
    await tabTo(page, /^link "Listes"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/lists');
    await tabTo(page, /^link "Nouvelle liste"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/new-list');
    await tabTo(page, /^textbox "Nom de la liste"/);
    await page.keyboard.type('Courses');
    await tabTo(page, /^button "Créer la liste"/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/list/**');
    await tabTo(page, /^combobox "Nouvel élément"/);
    await page.keyboard.type('Pain');
    await page.keyboard.press('Enter');
    await page.getByText('Pain').waitFor();
    // Back up from the field to the item just added, as a parent would: forward, the focus would go
    // round the page through the toasts still shown, whose timers stop while they hold the focus.
    await tabTo(page, /^checkbox "Pain/, { backwards: true });
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/items/'),
    );
    await page.keyboard.press('Space');
    // Polls of their own length: a loaded machine can take over the default second to draw.
    const ticked = () =>
      expect
        .poll(() => page.getByRole('checkbox', { name: 'Pain' }).getAttribute('aria-checked'), {
          timeout: 10_000,
        })
        .toBe('true');
    await ticked();
    // Saved, not only drawn: once the server has answered, the list read again has it ticked.
    expect((await saved).status()).toBe(200);
    await page.reload();
    await ticked();
  }, 120_000);
});
