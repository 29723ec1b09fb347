import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  blend,
  COLOUR_BACKGROUNDS,
  colourLabel,
  colourOf,
  contrastRatio,
  defaultColourOf,
  hue,
  hueDistance,
  KIND_COLOURS,
  nextColour,
  PROFILE_COLOURS,
} from '../../domain/profile-colours.ts';
import {
  createProfileSchema,
  profileColourSchema,
  updateProfileSchema,
} from '../../domain/profiles.ts';

describe('profile colours', () => {
  it('measures contrast the WCAG way and blends tints as the browser does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(blend('#2563eb', '#ffffff', 0.1)).toBe('#e9effd');
  });

  it.each(PROFILE_COLOURS.map((c) => [c.label, c] as const))(
    '%s keeps 4.5:1 on every background of both themes',
    (_label, colour) => {
      for (const background of COLOUR_BACKGROUNDS.light) {
        expect(contrastRatio(colour.light, background)).toBeGreaterThanOrEqual(4.5);
      }
      for (const background of COLOUR_BACKGROUNDS.dark) {
        expect(contrastRatio(colour.dark, background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("checks against the theme's real page and card colours (web/src/index.css)", () => {
    const css = readFileSync(new URL('../../web/src/index.css', import.meta.url), 'utf8');
    const token = (block: string, name: string) =>
      new RegExp(`${block}\\s*\\{[^}]*--${name}:\\s*(#[0-9a-f]{6})`).exec(css)?.[1];
    for (const name of ['app-bg', 'app-surface', 'app-surface-muted', 'app-accent-soft']) {
      expect(COLOUR_BACKGROUNDS.light).toContain(token(':root', name));
      expect(COLOUR_BACKGROUNDS.dark).toContain(token('\\.dark', name));
    }
  });

  it('has eight colours with distinct ids, names and shades', () => {
    expect(PROFILE_COLOURS).toHaveLength(8);
    for (const key of ['id', 'label', 'light', 'dark'] as const) {
      expect(new Set(PROFILE_COLOURS.map((c) => c[key])).size).toBe(8);
    }
    expect(colourLabel('turquoise')).toBe('Turquoise');
    expect(colourLabel(null)).toBe('');
  });

  it('gives a new profile the least used colour of its space, the first of the palette on a tie', () => {
    expect(nextColour([])).toBe('rouge');
    expect(nextColour(['rouge', 'turquoise'])).toBe('violet');
    expect(nextColour(['rouge', null, 'violet'])).toBe('turquoise');
    const all = PROFILE_COLOURS.map((c) => c.id);
    expect(nextColour([...all, 'rouge', 'turquoise'])).toBe('violet');
  });

  it('gives a family’s first six people colours far from the Tâches and Activités colours', () => {
    const given: string[] = [];
    for (let person = 0; person < 6; person++) given.push(nextColour(given));
    expect(given).not.toContain('bleu');
    expect(given).not.toContain('vert');
    for (const id of given) {
      const colour = PROFILE_COLOURS.find((c) => c.id === id);
      if (!colour) throw new Error(id);
      for (const theme of ['light', 'dark'] as const) {
        for (const kind of [KIND_COLOURS.task, KIND_COLOURS.activity]) {
          expect(hueDistance(hue(colour[theme]), hue(kind[theme]))).toBeGreaterThanOrEqual(25);
        }
      }
    }
    // The measure itself: blue and green are far apart, a shade of blue is near blue.
    expect(hue('#ff0000')).toBe(0);
    expect(hue('#00ff00')).toBe(120);
    expect(hueDistance(350, 10)).toBe(20);
    expect(hueDistance(hue('#1d4ed8'), hue(KIND_COLOURS.task.light))).toBeLessThan(10);
  });

  it('knows the kind colours the theme really uses (web/src/index.css)', () => {
    const css = readFileSync(new URL('../../web/src/index.css', import.meta.url), 'utf8');
    const token = (block: string, name: string) =>
      new RegExp(`${block}\\s*\\{[^}]*--${name}:\\s*(#[0-9a-f]{6})`).exec(css)?.[1];
    expect(token('@theme', 'color-task')).toBe(KIND_COLOURS.task.light);
    expect(token('@theme', 'color-activity')).toBe(KIND_COLOURS.activity.light);
    expect(token('\\.dark', 'color-task')).toBe(KIND_COLOURS.task.dark);
    expect(token('\\.dark', 'color-activity')).toBe(KIND_COLOURS.activity.dark);
  });

  it('gives a profile stored without a colour a stable one of the palette, and keeps a choice', () => {
    const id = '3be12629-eef3-4fbf-a26a-d1ae47ec457f';
    expect(defaultColourOf(id)).toBe(defaultColourOf(id));
    expect(PROFILE_COLOURS.map((c) => c.id)).toContain(defaultColourOf(id));
    expect(colourOf('rose', id).id).toBe('rose');
    expect(colourOf(null, id).id).toBe(defaultColourOf(id));
    expect(colourOf('fuchsia', id).id).toBe(defaultColourOf(id));
  });

  it('refuses a colour outside the palette, in French, in both profile forms', () => {
    expect(profileColourSchema.safeParse('#ff00ff').error?.issues[0]?.message).toBe(
      'Veuillez choisir une couleur',
    );
    const created = createProfileSchema.safeParse({
      name: 'Léo',
      role: 'enfant',
      colour: 'fuchsia',
    });
    expect(created.error?.issues[0]).toMatchObject({
      path: ['colour'],
      message: 'Veuillez choisir une couleur',
    });
    expect(updateProfileSchema.parse({ colour: 'ocre' })).toEqual({ colour: 'ocre' });
  });

  it('migration 0004 gives existing profiles the palette’s colours, each once in turn', () => {
    const sql = readFileSync(
      new URL('../../migrations/0004_add_profile_colour.sql', import.meta.url),
      'utf8',
    );
    const inOrder = [...sql.matchAll(/(?:WHEN \d+|ELSE) THEN '([a-z]+)'|ELSE '([a-z]+)'/g)].map(
      (match) => match[1] ?? match[2],
    );
    // The palette was later reordered (kind colours last); the migration keeps the order it had.
    expect([...inOrder].sort()).toEqual(PROFILE_COLOURS.map((c) => c.id).sort());
    expect(new Set(inOrder).size).toBe(PROFILE_COLOURS.length);
  });
});
