import { useEffect } from 'react';

/**
 * What a visitor did in a prerendered form before its script ran
 * (docs/decisions/020-prerendered-public-pages.md): the text typed (react-hook-form sets each field
 * to its default value when it registers it, at hydration, which would erase it) is read before
 * hydrating and put back after; a submission (held by web/public/theme-init.js) is sent then.
 */
export type TypedValues = ReadonlyArray<readonly [name: string, value: string]>;

/** The text fields of `container` whose value is not the one the HTML gave them. */
export function typedValues(container: ParentNode): TypedValues {
  return [...container.querySelectorAll('input[name]')].flatMap((node) => {
    const input = node as HTMLInputElement;
    return input.type !== 'checkbox' &&
      input.type !== 'hidden' &&
      input.value !== input.defaultValue
      ? [[input.name, input.value] as const]
      : [];
  });
}

/**
 * Puts `typed` back into the hydrated fields, as typing does (react-hook-form hears it), then sends
 * the form whose submission was held.
 */
export function RestoreTyped({ typed }: { typed: TypedValues }) {
  useEffect(() => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const [name, value] of typed) {
      const input = document.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
      if (!input || !setValue) continue;
      // The setter of the prototype: React's own value tracker would otherwise swallow the event.
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const held = document.querySelector<HTMLFormElement>('form[data-held-submit]');
    held?.removeAttribute('data-held-submit');
    held?.requestSubmit();
  }, [typed]);
  return null;
}
