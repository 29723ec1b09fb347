import { describe, expect, it } from 'vitest';
import { SECTION_IDS } from '../../domain/sections.ts';
import { aisleMovedText, moveAisle, shopAisleOrder, shopNameKey } from '../../domain/shops.ts';

describe('a shop’s aisle order', () => {
  it('is the default order when the family set none', () => {
    expect(shopAisleOrder([])).toEqual([...SECTION_IDS]);
  });

  it('keeps a complete order as the family set it', () => {
    const reversed = [...SECTION_IDS].reverse();
    expect(shopAisleOrder(reversed)).toEqual(reversed);
  });

  it('drops an unknown or repeated aisle', () => {
    const order = shopAisleOrder(['boissons', 'rayon-inconnu', 42, 'boissons', ...SECTION_IDS]);
    expect(order[0]).toBe('boissons');
    expect(order).toHaveLength(SECTION_IDS.length);
    expect(new Set(order).size).toBe(SECTION_IDS.length);
  });

  it('places an aisle missing from a stored order right after the one it follows by default', () => {
    // An order saved before « Frais / Traiteur » existed, the butcher's moved to the end.
    const saved = SECTION_IDS.filter(
      (id) => id !== 'frais-traiteur' && id !== 'boucherie-poissonnerie',
    );
    const order = shopAisleOrder([...saved, 'boucherie-poissonnerie']);
    expect(order.slice(-2)).toEqual(['boucherie-poissonnerie', 'frais-traiteur']);
    expect(order).toHaveLength(SECTION_IDS.length);
  });

  it('puts a missing first aisle first', () => {
    const order = shopAisleOrder(SECTION_IDS.filter((id) => id !== 'fruits-legumes'));
    expect(order[0]).toBe('fruits-legumes');
  });
});

describe('moving an aisle by a button', () => {
  const order = shopAisleOrder([]);

  it('swaps it with the one above or below', () => {
    expect(moveAisle(order, 1, -1).slice(0, 2)).toEqual(['boulangerie', 'fruits-legumes']);
    expect(moveAisle(order, 0, 1).slice(0, 2)).toEqual(['boulangerie', 'fruits-legumes']);
    expect(moveAisle(order, 0, 1).slice(2)).toEqual(order.slice(2));
  });

  it('changes nothing at either end', () => {
    expect(moveAisle(order, 0, -1)).toEqual(order);
    expect(moveAisle(order, order.length - 1, 1)).toEqual(order);
  });

  it('tells where the aisle now is', () => {
    expect(aisleMovedText('boulangerie', 1)).toBe('Boulangerie : 1re position');
    expect(aisleMovedText('frais-traiteur', 4)).toBe('Frais / Traiteur : 4e position');
  });
});

describe('a shop name’s key', () => {
  it('folds every letter’s case and runs of spaces, and keeps the accents', () => {
    expect(shopNameKey('MARCHÉ')).toBe(shopNameKey('Marché'));
    expect(shopNameKey('  ŒUFS   ET ÇA ')).toBe('œufs et ça');
    expect(shopNameKey('Marche')).not.toBe(shopNameKey('Marché'));
  });

  it('is one for a composed and a decomposed accent', () => {
    expect(shopNameKey('Marche\u0301')).toBe(shopNameKey('Marché'));
  });
});
