/**
 * What the add field suggests as the family types (docs/product.md#lists): the list's ticked items
 * first (choosing one puts it back on the list), then the space's past texts, most used first; only
 * those with a word starting like the typed text, whole-name matches first, at most five, never an
 * item the list already shows unticked. Pure, so that it is tested without a browser.
 */
import type { ListItemView } from '#domain/lists.ts';
import { parseQuantity } from '#domain/quantities.ts';

export const MAX_SHOWN_SUGGESTIONS = 5;

export interface Suggestion {
  text: string;
  /** A ticked item of this list: choosing it unticks it instead of adding a second one. */
  itemId?: string;
}

/** Lower case, without accents, single spaces. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What tells two texts apart: the name, its quantity aside (« lait x2 » is lait). */
export function nameOf(text: string): string {
  return plain(parseQuantity(text).name);
}

export function matchSuggestions(
  typed: string,
  history: readonly string[],
  items: readonly Pick<ListItemView, 'id' | 'text' | 'completed'>[],
): Suggestion[] {
  const query = plain(typed);
  if (!query) return [];
  const onList = new Set(items.filter((item) => !item.completed).map((item) => nameOf(item.text)));
  const seen = new Set<string>([query]);
  const whole: Suggestion[] = [];
  const inside: Suggestion[] = [];
  const candidates: Suggestion[] = [
    ...items.filter((item) => item.completed).map((item) => ({ text: item.text, itemId: item.id })),
    ...history.map((text) => ({ text: parseQuantity(text).name })),
  ];
  for (const candidate of candidates) {
    const key = nameOf(candidate.text);
    if (!key || seen.has(key) || onList.has(key)) continue;
    if (key.startsWith(query)) whole.push(candidate);
    else if (key.split(/[\s'’-]+/).some((word) => word.startsWith(query))) inside.push(candidate);
    else continue;
    seen.add(key);
  }
  return [...whole, ...inside].slice(0, MAX_SHOWN_SUGGESTIONS);
}
