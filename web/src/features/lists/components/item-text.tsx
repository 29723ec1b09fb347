import { parseQuantity, quantityBadge } from '#domain/quantities.ts';

/**
 * An item's text with its quantity apart: « 2 × lait » reads « lait » and a « ×2 » badge. The
 * text is stored as typed; screen readers hear « lait, quantité 2 ».
 */
export function ItemText({ text }: { text: string }) {
  const { name, quantity } = parseQuantity(text);
  if (quantity === null) return text;
  return (
    <>
      {name}{' '}
      <span className="ml-1 inline-flex items-center rounded-full border border-app bg-surface-muted px-2 py-0.5 align-middle text-xs font-semibold text-app no-underline">
        <span aria-hidden="true">{quantityBadge(quantity)}</span>
        <span className="sr-only">, quantité {quantity}</span>
      </span>
    </>
  );
}
