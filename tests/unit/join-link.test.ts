import { describe, expect, it } from 'vitest';
import { codeFromLink, joinLink } from '../../web/src/features/family/join-link.ts';

describe('the join link of an invitation', () => {
  it('is /rejoindre?code=… on the given origin', () => {
    expect(joinLink('https://foyer.example', 'AB23CD45')).toBe(
      'https://foyer.example/rejoindre?code=AB23CD45',
    );
  });

  it('gives back its code cleaned like a typed one, or null when it cannot be a code', () => {
    expect(codeFromLink('?code=AB23CD45')).toBe('AB23CD45');
    // A messenger may lower-case or split it: spaces go, then upper case.
    expect(codeFromLink('?code=ab23%20cd45')).toBe('AB23CD45');
    expect(codeFromLink('?code=AB23')).toBeNull();
    expect(codeFromLink('')).toBeNull();
  });
});
