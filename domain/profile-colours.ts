/**
 * A colour per person (docs/product.md#profiles): chosen in Réglages from this palette, shown as a dot
 * beside the person's name on planning items and in the person filter. Every colour keeps a 4.5:1
 * contrast with the app's backgrounds in its theme (tests/unit/profile-colours.test.ts), and the name
 * always stays beside it: colour is never the only signal.
 */

export const PROFILE_COLOURS = [
  // Hues far from the planning's kinds come first, so that new people get them: a family's first six
  // never wear the blue of « Tâches » or the green of « Activités » (a green dot is never both
  // « Léa » and « Activité »). Bleu and Vert stay choosable, last.
  { id: 'rouge', label: 'Rouge', light: '#b91c1c', dark: '#fca5a5' },
  { id: 'turquoise', label: 'Turquoise', light: '#115e59', dark: '#5eead4' },
  { id: 'violet', label: 'Violet', light: '#6d28d9', dark: '#c4b5fd' },
  { id: 'ocre', label: 'Ocre', light: '#854d0e', dark: '#fcd34d' },
  { id: 'rose', label: 'Rose', light: '#be185d', dark: '#f9a8d4' },
  { id: 'orange', label: 'Orange', light: '#9a3412', dark: '#fdba74' },
  { id: 'bleu', label: 'Bleu', light: '#1d4ed8', dark: '#93c5fd' },
  { id: 'vert', label: 'Vert', light: '#166534', dark: '#86efac' },
] as const;

/** The planning's kind colours (`--color-task` / `--color-activity` of web/src/index.css), light and dark. */
export const KIND_COLOURS = {
  task: { light: '#2563eb', dark: '#60a5fa' },
  activity: { light: '#16a34a', dark: '#4ade80' },
} as const;

export type ProfileColourId = (typeof PROFILE_COLOURS)[number]['id'];
export type ProfileColour = (typeof PROFILE_COLOURS)[number];

/** The palette's ids, in order (the schema of `profiles.ts`). */
export const PROFILE_COLOUR_IDS = PROFILE_COLOURS.map((colour) => colour.id) as [
  ProfileColourId,
  ...ProfileColourId[],
];

export const PROFILE_COLOUR_TEXTS = {
  field: 'Couleur',
  invalid: 'Veuillez choisir une couleur',
} as const;

/**
 * The colour a new profile gets when none is chosen: the first of the palette that the space uses
 * least, so that a family's first eight people all differ.
 */
export function nextColour(used: readonly (string | null)[]): ProfileColourId {
  const uses = (id: ProfileColourId) => used.filter((colour) => colour === id).length;
  return PROFILE_COLOUR_IDS.reduce(
    (best, id) => (uses(id) < uses(best) ? id : best),
    PROFILE_COLOUR_IDS[0],
  );
}

/** « Bleu », « Vert »…: the colour's name, said and written beside its dot. */
export function colourLabel(id: string | null | undefined): string {
  return PROFILE_COLOURS.find((colour) => colour.id === id)?.label ?? '';
}

/** `fg` laid over `bg` at `alpha` (a Tailwind `bg-x/10` tint), as `#rrggbb`. */
export function blend(fg: string, bg: string, alpha: number): string {
  const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) => Math.round(channel(fg, at) * alpha + channel(bg, at) * (1 - alpha)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * Every background a dot sits on, by theme (web/src/index.css): page, card, muted card, the tints of
 * task and activity rows, of weekend and holiday days, and of a chosen filter (accent-soft). Keep in
 * step with the CSS tokens.
 */
export const COLOUR_BACKGROUNDS = {
  light: [
    '#ffffff',
    '#f1f5fb',
    '#f8fafc',
    blend('#2563eb', '#ffffff', 0.1),
    blend('#16a34a', '#ffffff', 0.1),
    blend('#2563eb', '#f8fafc', 0.1),
    '#fffbeb',
    '#dbeafe',
  ],
  dark: [
    '#151e2e',
    '#0b1120',
    '#1c2739',
    blend('#60a5fa', '#151e2e', 0.15),
    blend('#4ade80', '#151e2e', 0.15),
    blend('#fbbf24', '#151e2e', 0.1),
    blend('#fbbf24', '#1c2739', 0.1),
    '#1e3a8a',
  ],
} as const;

/**
 * A profile stored without a colour (none should remain after migration 0004, which gave each
 * existing profile one) still shows a stable one, derived from its id.
 */
export function defaultColourOf(profileId: string): ProfileColourId {
  let hash = 0;
  for (const char of profileId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PROFILE_COLOUR_IDS[hash % PROFILE_COLOUR_IDS.length] as ProfileColourId;
}

export function colourOf(id: string | null | undefined, profileId: string): ProfileColour {
  const chosen = PROFILE_COLOURS.find((colour) => colour.id === id);
  return (
    chosen ?? (PROFILE_COLOURS.find((c) => c.id === defaultColourOf(profileId)) as ProfileColour)
  );
}

/** The hue of `#rrggbb`, in degrees (0 to 360). */
export function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread === 0) return 0;
  const sector =
    max === r
      ? ((g - b) / spread + 6) % 6
      : max === g
        ? (b - r) / spread + 2
        : (r - g) / spread + 4;
  return sector * 60;
}

/** How far apart two hues are on the colour wheel (0 to 180 degrees). */
export function hueDistance(a: number, b: number): number {
  const gap = Math.abs(a - b) % 360;
  return gap > 180 ? 360 - gap : gap;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
