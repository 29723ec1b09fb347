/**
 * How « Ajouter les ingrédients à la liste » merges meals' ingredients into a shopping list
 * (docs/decisions/084-weekly-menus.md). Pure, so that the rule is tested without a database.
 *
 * - The meals' ingredients are gathered by name (`sectionKey`: case, accents, plural and quantity
 *   aside): counts add up, « 2 x tomates » and « 3 x tomates » need five. A line without a count
 *   beside counted ones counts as one; lines without any count stay one uncounted need (« sel »).
 * - Against the list's unticked items of the same name, the list ends up holding what the meals
 *   need, never more: an ingredient already there without a count to add is skipped, a count above
 *   the item's raises it (an uncounted item counts as one), a count at or below it changes nothing.
 *   So pressing twice, or the week after one of its meals, adds nothing twice.
 * - A ticked item is bought already: the need is added as a new item.
 */
import { parseQuantity } from './quantities.ts';
import { sectionKey } from './sections.ts';

/** The largest count a text shows as a quantity (domain/quantities.ts reads three digits). */
const MAX_COUNT = 999;

/** One ingredient the meals need, gathered by name. */
export interface Need {
  key: string;
  /** As first written, without its count. */
  name: string;
  /** Null when no line of it carries a count. */
  quantity: number | null;
}

/** The item text of `name` with `quantity`, written the way the list reads it back. */
export function withQuantity(name: string, quantity: number | null): string {
  return quantity === null ? name : `${Math.min(quantity, MAX_COUNT)} × ${name}`;
}

/** The meals' ingredient lines gathered by name, in the order first met. */
export function gatherNeeds(lines: readonly string[]): Need[] {
  const needs = new Map<string, Need>();
  for (const line of lines) {
    const key = sectionKey(line);
    if (!key) continue;
    const { name, quantity } = parseQuantity(line);
    const known = needs.get(key);
    if (!known) {
      needs.set(key, { key, name, quantity });
    } else if (known.quantity !== null || quantity !== null) {
      known.quantity = (known.quantity ?? 1) + (quantity ?? 1);
    }
  }
  return [...needs.values()];
}

/** A list item as the merge reads it. */
export interface ListedItem {
  id: string;
  text: string;
  completed: boolean;
}

/** What to write: texts to add, items whose text gets a higher count, and how many were there. */
export interface MergePlan {
  add: string[];
  raise: { id: string; from: string; text: string }[];
  skipped: number;
}

/** The writes that make `items` hold `needs` (see the module's comment). */
export function planMerge(needs: readonly Need[], items: readonly ListedItem[]): MergePlan {
  const unticked = new Map<string, ListedItem>();
  for (const item of items) {
    const key = sectionKey(item.text);
    if (!item.completed && key && !unticked.has(key)) unticked.set(key, item);
  }
  const plan: MergePlan = { add: [], raise: [], skipped: 0 };
  for (const need of needs) {
    const item = unticked.get(need.key);
    if (!item) {
      plan.add.push(withQuantity(need.name, need.quantity));
      continue;
    }
    const listed = parseQuantity(item.text);
    if (need.quantity === null || need.quantity <= (listed.quantity ?? 1)) {
      plan.skipped += 1;
      continue;
    }
    plan.raise.push({
      id: item.id,
      from: item.text,
      text: withQuantity(listed.name, need.quantity),
    });
  }
  return plan;
}
