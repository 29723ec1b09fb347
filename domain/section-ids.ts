/**
 * The aisles' ids, in the order a shop is walked. Their own module so that the word list
 * (grocery-words.ts) and the rules (sections.ts) both read them without importing each other.
 */
export const SECTION_IDS = [
  'fruits-legumes',
  'boulangerie',
  'cremerie',
  'boucherie-poissonnerie',
  'frais-traiteur',
  'epicerie',
  'surgeles',
  'boissons',
  'hygiene-beaute',
  'entretien',
  'bebe',
  'autres',
] as const;

export type SectionId = (typeof SECTION_IDS)[number];
