import { describe, expect, it } from 'vitest';
import { matchSuggestions } from '../../web/src/features/lists/lib/suggestions.ts';

const HISTORY = [
  'Lait demi-écrémé',
  'Pain',
  'Lardons',
  'Salade',
  'Pâtes',
  '2 × Lasagnes',
  'Chocolat au lait',
  'Laitue',
  'Lavande',
  'Lessive',
];

describe('suggestions of the add field', () => {
  it('offers past texts starting like the typed letters, whole names before inner words', () => {
    expect(matchSuggestions('la', HISTORY, []).map((s) => s.text)).toEqual([
      'Lait demi-écrémé',
      'Lardons',
      'Lasagnes',
      'Laitue',
      'Lavande',
    ]);
    expect(matchSuggestions('LAIT', HISTORY, []).map((s) => s.text)).toEqual([
      'Lait demi-écrémé',
      'Laitue',
      'Chocolat au lait',
    ]);
  });

  it('ignores case and accents, and offers nothing for nothing typed', () => {
    expect(matchSuggestions('pat', HISTORY, []).map((s) => s.text)).toEqual(['Pâtes']);
    expect(matchSuggestions('ecr', HISTORY, []).map((s) => s.text)).toEqual(['Lait demi-écrémé']);
    expect(matchSuggestions('  ', HISTORY, [])).toEqual([]);
    expect(matchSuggestions('zz', HISTORY, [])).toEqual([]);
  });

  it('puts the list’s ticked items first, to tick off again, and leaves out what the list shows', () => {
    const items = [
      { id: 'a', text: 'Lardons', completed: false },
      { id: 'b', text: 'Laitue', completed: true },
    ];
    expect(matchSuggestions('la', HISTORY, items)).toEqual([
      { text: 'Laitue', itemId: 'b' },
      { text: 'Lait demi-écrémé' },
      { text: 'Lasagnes' },
      { text: 'Lavande' },
      { text: 'Chocolat au lait' },
    ]);
  });

  it('reads names without their quantity: « lait x2 » on the list leaves out « Lait »', () => {
    const items = [{ id: 'a', text: 'lait x2', completed: false }];
    expect(matchSuggestions('lai', ['Lait', '3 × Laitue'], items)).toEqual([{ text: 'Laitue' }]);
  });

  it('offers at most five, and not the exact text already typed', () => {
    const many = Array.from({ length: 9 }, (_, n) => `Lait ${n}`);
    expect(matchSuggestions('lait', many, [])).toHaveLength(5);
    expect(matchSuggestions('pain', HISTORY, [])).toEqual([]);
  });
});
