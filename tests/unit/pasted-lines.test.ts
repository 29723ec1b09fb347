import { describe, expect, it } from 'vitest';
import { pastedLines } from '../../web/src/features/lists/lib/pasted-lines.ts';

describe('a pasted message', () => {
  it('drops its greeting and sign-off lines, keeping every item', () => {
    const message = [
      'Salut ! 😊',
      'Coucou Thomas,',
      '- 2 x Lait',
      '• Beurre doux',
      'Merci beaucoup !',
      'Bisous mon cœur ❤️',
      'Merci',
    ].join('\n');
    expect(pastedLines(message)).toEqual(['2 x Lait', 'Beurre doux']);
  });

  it('keeps an item that only starts like a greeting', () => {
    expect(pastedLines('Bonbons\nSalade verte du marché bio\nMercurochrome')).toEqual([
      'Bonbons',
      'Salade verte du marché bio',
      'Mercurochrome',
    ]);
  });
});
