import type { Page } from 'playwright-core';

/** The focused element as the accessibility tree says it, e.g. `button "Créer la tâche"`. */
export async function focused(page: Page): Promise<string> {
  // The screen may change under the focus (a navigation): then ask again.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const active = page.locator(':focus');
    if ((await active.count()) === 0) return '(rien)';
    const snapshot = await active
      .first()
      .ariaSnapshot({ timeout: 1_000 })
      .catch(() => null);
    if (snapshot !== null) {
      return (snapshot.split('\n')[0] ?? '').replace(/^- /, '').replace(/:$/, '');
    }
  }
  return '(introuvable)';
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element matches `target` (its role
 * and name, as `focused` writes them), and checks that the focus can be seen there: the element
 * matches :focus-visible and draws an outline or a ring. Fails naming every stop on the way, so a
 * missing stop or a wrong order is plain in the message.
 */
export async function tabTo(
  page: Page,
  target: RegExp,
  options: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const stops: string[] = [];
  for (let presses = 0; presses < (options.max ?? 40); presses += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focused(page);
    stops.push(stop);
    if (target.test(stop)) {
      await expectFocusVisible(page, stop);
      return;
    }
  }
  throw new Error(`${target} not reached with the keyboard; stops: ${stops.join(' → ')}`);
}

/** The focused element (or, for a visually hidden radio or checkbox, its card) shows the focus. */
export async function expectFocusVisible(page: Page, name: string): Promise<void> {
  const visible = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || !element.matches(':focus-visible')) return false;
    const drawn = (target: Element | null) => {
      if (!target) return false;
      const style = getComputedStyle(target);
      return (
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    const box = element.getBoundingClientRect();
    if (box.width > 2 && box.height > 2) return drawn(element);
    // A visually hidden native control (sr-only radio or checkbox) draws its focus on its card: the
    // element beside it (peer-focus-visible) or its label (has-[:focus-visible]).
    return drawn(element.nextElementSibling) || drawn(element.closest('label'));
  });
  if (!visible) throw new Error(`the focus on ${name} cannot be seen`);
}
