/**
 * Aisles of a shopping list (docs/product.md#lists): each item sits in one section, shown under its
 * heading in the order a shop is walked. A new item is placed by the space's remembered choice for
 * its name, else by the French word list (domain/grocery-words.ts), else in « Autres ».
 */
import { GROCERY_WORDS } from './grocery-words.ts';
import { parseQuantity } from './quantities.ts';
import { SECTION_IDS, type SectionId } from './section-ids.ts';

export { SECTION_IDS, type SectionId };

export const SECTION_LABELS: Record<SectionId, string> = {
  'fruits-legumes': 'Fruits et légumes',
  boulangerie: 'Boulangerie',
  cremerie: 'Crèmerie',
  'boucherie-poissonnerie': 'Boucherie-poissonnerie',
  'frais-traiteur': 'Frais / Traiteur',
  epicerie: 'Épicerie',
  surgeles: 'Surgelés',
  boissons: 'Boissons',
  'hygiene-beaute': 'Hygiène-beauté',
  entretien: 'Entretien',
  bebe: 'Bébé',
  autres: 'Autres',
};

export const FALLBACK_SECTION: SectionId = 'autres';

export const SECTION_MESSAGES = {
  invalid: 'Veuillez choisir un rayon',
  moved: 'Élément déplacé',
  moveFailed: "Impossible de déplacer l'élément",
} as const;

export function isSectionId(value: unknown): value is SectionId {
  return typeof value === 'string' && (SECTION_IDS as readonly string[]).includes(value);
}

/** A stored section, or « Autres » for anything unknown. */
export function sectionOf(value: string | null | undefined): SectionId {
  return isSectionId(value) ? value : FALLBACK_SECTION;
}

/**
 * One word as the word list and the remembered choices know it: lower case, without accents or
 * ligatures, and without a final plural s or x (« Pommes » and « pomme », « Gâteaux » and « gateau »
 * are one word).
 */
function normaliseWord(word: string): string {
  const plain = word
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return plain.length > 3 && /[sx]$/.test(plain) ? plain.slice(0, -1) : plain;
}

/** The words of a text, normalised; apostrophes and hyphens separate words. */
export function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(normaliseWord);
}

/** The longest phrase of the word list, in words. */
const LONGEST_PHRASE = 3;

const WORD_SECTIONS: ReadonlyMap<string, SectionId> = new Map(
  Object.entries(GROCERY_WORDS).flatMap(([section, words]) =>
    words
      .split(',')
      .map((entry) => wordsOf(entry).join(' '))
      .filter((entry) => entry.length > 0)
      .map((entry) => [entry, section as SectionId] as const),
  ),
);

/** Every phrase of the word list with its section, for tests. */
export function grocerySections(): ReadonlyMap<string, SectionId> {
  return WORD_SECTIONS;
}

/**
 * The section of an item by the word list: the first word of its text (its quantity aside) that
 * the list knows, a phrase starting at that word winning over the word alone; « Autres » when none.
 */
export function classifyItem(text: string): SectionId {
  const words = wordsOf(parseQuantity(text).name);
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(LONGEST_PHRASE, words.length - start); length > 0; length--) {
      const section = WORD_SECTIONS.get(words.slice(start, start + length).join(' '));
      if (section) return section;
    }
  }
  return FALLBACK_SECTION;
}

/**
 * What a family's choice of section is remembered under: the item's name, quantity aside, in
 * normalised words (« 2 × Pommes » and « pomme » share it). Empty for a text without words.
 */
export function sectionKey(text: string): string {
  return wordsOf(parseQuantity(text).name).join(' ').slice(0, 200);
}
