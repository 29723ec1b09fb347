import { describe, expect, it } from 'vitest';
import { GROCERY_WORDS } from '../../domain/grocery-words.ts';
import { parseQuantity, quantityBadge } from '../../domain/quantities.ts';
import {
  classifyItem,
  grocerySections,
  SECTION_IDS,
  SECTION_LABELS,
  sectionKey,
  sectionOf,
  wordsOf,
} from '../../domain/sections.ts';

describe('the aisle of a new item', () => {
  it.each([
    ['pommes', 'fruits-legumes'],
    ['Pomme', 'fruits-legumes'],
    ['POMMES DE TERRE', 'fruits-legumes'],
    ['Tomates cerises', 'fruits-legumes'],
    ['échalotes', 'fruits-legumes'],
    ['Baguette', 'boulangerie'],
    ['pain de mie complet', 'boulangerie'],
    ['Lait demi-écrémé', 'cremerie'],
    ['lait demi ecreme', 'cremerie'],
    ['Œufs', 'cremerie'],
    ['oeufs bio', 'cremerie'],
    ['6 yaourts nature', 'cremerie'],
    ['Steak haché', 'boucherie-poissonnerie'],
    ['filets de saumon', 'boucherie-poissonnerie'],
    ['Merguez', 'boucherie-poissonnerie'],
    ['Jambon blanc', 'frais-traiteur'],
    ['4 tranches de jambon', 'frais-traiteur'],
    ['Lardons fumés', 'frais-traiteur'],
    ['saucisson sec', 'frais-traiteur'],
    ['Surimi', 'frais-traiteur'],
    ['Knackis', 'frais-traiteur'],
    ['Houmous', 'frais-traiteur'],
    ['Taboulé', 'frais-traiteur'],
    ['Quiche lorraine', 'frais-traiteur'],
    ['saumon fumé', 'frais-traiteur'],
    ['Pâte feuilletée', 'frais-traiteur'],
    ['pâtes fraîches', 'frais-traiteur'],
    ['salade de pâtes', 'frais-traiteur'],
    ['Pâté de campagne', 'frais-traiteur'],
    ['Fromage râpé', 'cremerie'],
    ['Yaourts à la fraise', 'cremerie'],
    ['Pâtes', 'epicerie'],
    ['Ravioli', 'epicerie'],
    ['huile d’olive', 'epicerie'],
    ["huile d'olive", 'epicerie'],
    ['Lait de coco', 'epicerie'],
    ['thon en boîte', 'epicerie'],
    ['glace vanille', 'surgeles'],
    ['Frites', 'surgeles'],
    ['Eau gazeuse', 'boissons'],
    ['jus d’orange', 'boissons'],
    ['Bières', 'boissons'],
    ['Dentifrice', 'hygiene-beaute'],
    ['papier toilette', 'hygiene-beaute'],
    ['Liquide vaisselle', 'entretien'],
    ['Sacs poubelle 50 L', 'entretien'],
    ['eau de Javel', 'entretien'],
    ['Couches taille 4', 'bebe'],
    ['Petits pots', 'bebe'],
    ['Gâteaux', 'boulangerie'],
    ['piles AA', 'entretien'],
    ['cadeau pour Mamie', 'autres'],
    ['', 'autres'],
  ] as const)('« %s » goes to %s', (text, section) => {
    expect(classifyItem(text)).toBe(section);
  });

  it('reads the first word it knows, past the quantity and unknown words', () => {
    expect(classifyItem('2 × lait')).toBe('cremerie');
    expect(classifyItem('lait x2')).toBe('cremerie');
    expect(classifyItem('3 kg de pommes')).toBe('fruits-legumes');
    expect(classifyItem('beaucoup de pain et de lait')).toBe('boulangerie');
    expect(classifyItem('du lait et du pain')).toBe('cremerie');
  });

  it('knows a few hundred words, each phrase in one section only', () => {
    const sections = grocerySections();
    expect(sections.size).toBeGreaterThan(300);
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [section, words] of Object.entries(GROCERY_WORDS)) {
      for (const entry of words.split(',')) {
        const phrase = wordsOf(entry).join(' ');
        if (!phrase) continue;
        const other = seen.get(phrase);
        if (other && other !== section) clashes.push(`${phrase}: ${other} / ${section}`);
        seen.set(phrase, section);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('names the twelve sections in the order of a shop', () => {
    expect(SECTION_IDS.map((id) => SECTION_LABELS[id])).toEqual([
      'Fruits et légumes',
      'Boulangerie',
      'Crèmerie',
      'Boucherie-poissonnerie',
      'Frais / Traiteur',
      'Épicerie',
      'Surgelés',
      'Boissons',
      'Hygiène-beauté',
      'Entretien',
      'Bébé',
      'Autres',
    ]);
    expect(sectionOf('boissons')).toBe('boissons');
    expect(sectionOf('rayon-inconnu')).toBe('autres');
    expect(sectionOf(null)).toBe('autres');
  });

  it('remembers a choice under the name, whatever its case, accents, plural or quantity', () => {
    expect(sectionKey('Pommes')).toBe('pomme');
    expect(sectionKey('2 × pomme')).toBe('pomme');
    expect(sectionKey('pommes x3')).toBe('pomme');
    expect(sectionKey('Lait demi-écrémé')).toBe('lait demi ecreme');
    expect(sectionKey('Crème  fraîche')).toBe('creme fraiche');
    expect(sectionKey('!!!')).toBe('');
  });
});

describe('a quantity written in the text', () => {
  it.each([
    ['2 × lait', 'lait', 2],
    ['2×lait', 'lait', 2],
    ['2x lait', 'lait', 2],
    ['2 x lait', 'lait', 2],
    ['12 X œufs', 'œufs', 12],
    ['3 * yaourts', 'yaourts', 3],
    ['lait x2', 'lait', 2],
    ['lait ×2', 'lait', 2],
    ['lait × 2', 'lait', 2],
    ['Lait demi-écrémé X6', 'Lait demi-écrémé', 6],
    ['  pain x1  ', 'pain', 1],
  ] as const)('« %s » reads « %s » ×%i', (text, name, quantity) => {
    expect(parseQuantity(text)).toEqual({ name, quantity });
  });

  it.each([
    'lait',
    '2 kg de pommes',
    '6 œufs',
    '2xl t-shirt',
    'lait x',
    'x2',
    '0 x lait',
    'lait x0',
    '1000 x vis',
    'Pack x 24 bouteilles',
  ])('« %s » carries no quantity', (text) => {
    expect(parseQuantity(text)).toEqual({ name: text.trim(), quantity: null });
  });

  it('draws the badge as « ×n »', () => {
    expect(quantityBadge(2)).toBe('×2');
  });
});
