/**
 * A quantity written as part of an item's text (docs/product.md#lists): « 2 × lait », « 2x lait »,
 * « 2 x lait » or « lait x2 » show « lait » with a « ×2 » badge. The text is stored as typed; this is
 * only how it reads. Anything else (« 2 kg de pommes », « 6 œufs ») is a name like any other.
 */

export interface ItemQuantity {
  /** The text without its quantity, trimmed. */
  name: string;
  /** The count, or null when the text carries none in the forms above. */
  quantity: number | null;
}

/** At most three digits: « 2024 x » is not a quantity a list needs. */
const BEFORE = /^(\d{1,3})\s*(?:×\s*|[xX*]\s+)(\S.*)$/u;
const AFTER = /^(.*\S)\s+[xX×]\s?(\d{1,3})$/u;

export function parseQuantity(text: string): ItemQuantity {
  const trimmed = text.trim();
  const before = BEFORE.exec(trimmed);
  if (before?.[1] && before[2]) return counted(before[2], before[1], trimmed);
  const after = AFTER.exec(trimmed);
  if (after?.[1] && after[2]) return counted(after[1], after[2], trimmed);
  return { name: trimmed, quantity: null };
}

function counted(name: string, digits: string, whole: string): ItemQuantity {
  const quantity = Number(digits);
  // « 0 x lait » counts nothing: shown as typed.
  if (quantity < 1) return { name: whole, quantity: null };
  return { name: name.trim(), quantity };
}

/** The badge beside the name: « ×2 ». */
export function quantityBadge(quantity: number): string {
  return `×${quantity}`;
}
