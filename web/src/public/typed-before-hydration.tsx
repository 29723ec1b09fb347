import { useEffect } from 'react';

/**
 * What a visitor did in a prerendered form before its script had hydrated it
 * (docs/decisions/020-prerendered-public-pages.md): the text typed (react-hook-form sets each field
 * to its default value when it registers it, at hydration, which would erase it) is followed until
 * hydration and put back after; a submission (held by web/public/theme-init.js) is sent then.
 */
export interface EarlyInput {
  /** The latest value of each text field the visitor changed, by name. */
  typed: Map<string, string>;
  stop: () => void;
}

const isText = (input: HTMLInputElement) => input.type !== 'checkbox' && input.type !== 'hidden';

/** The text fields of `container` whose value is not the one the HTML gave them. */
export function typedValues(container: ParentNode): [name: string, value: string][] {
  return [...container.querySelectorAll('input[name]')].flatMap((node) => {
    const input = node as HTMLInputElement;
    return isText(input) && input.value !== input.defaultValue
      ? [[input.name, input.value] as [string, string]]
      : [];
  });
}

/** What was typed in `container` so far, and from now until `stop`. */
export function followTyping(container: HTMLElement): EarlyInput {
  const typed = new Map(typedValues(container));
  const onInput = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.name && isText(input)) {
      typed.set(input.name, input.value);
    }
  };
  container.addEventListener('input', onInput, true);
  return { typed, stop: () => container.removeEventListener('input', onInput, true) };
}

/**
 * Once the page is hydrated: puts what was typed back into the fields, as typing does
 * (react-hook-form hears it), marks the page hydrated (theme-init.js stops holding submissions),
 * then sends the form whose submission was held.
 */
export function AfterHydration({ early }: { early: EarlyInput | null }) {
  useEffect(() => {
    if (!early) return;
    early.stop();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const [name, value] of early.typed) {
      const input = document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
      if (!input || !setValue || input.value === value) continue;
      // The setter of the prototype: React's own value tracker would otherwise swallow the event.
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    document.documentElement.dataset.hydrated = '';
    const held = document.querySelector<HTMLFormElement>('form[data-held-submit]');
    held?.removeAttribute('data-held-submit');
    held?.requestSubmit();
  }, [early]);
  return null;
}
