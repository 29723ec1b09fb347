/**
 * The screen a notification's click opens: only a path of this app, decided by parsing it against
 * the app's origin, so that no payload can send the click to another site.
 */
import { describe, expect, it } from 'vitest';
import { screenUrl } from '../../web/sw/screen-url.ts';

const ORIGIN = 'https://foyer.example';

describe('screenUrl', () => {
  it('opens a path of the app', () => {
    expect(screenUrl('/task/abc', ORIGIN)).toBe('https://foyer.example/task/abc');
    expect(screenUrl('/dashboard?x=1#y', ORIGIN)).toBe('https://foyer.example/dashboard?x=1#y');
  });

  it('opens the app’s home for anything that would leave its origin or is not a path', () => {
    for (const url of [
      '/\\evil.example',
      '\\\\evil.example',
      '//evil.example/',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'data:text/html,x',
      'dashboard',
      '',
      null,
      42,
    ]) {
      expect(screenUrl(url, ORIGIN), String(url)).toBe('https://foyer.example/');
    }
  });
});
