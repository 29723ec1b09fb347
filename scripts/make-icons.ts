/**
 * Renders the app icons (PNG) from the SVG mark, with Debian's Chromium:
 *   node scripts/make-icons.ts
 * The PNGs are committed; run this again only when the mark changes.
 */
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const BLUE = '#2563eb';

/** The house-and-heart mark, drawn in a 64×64 box; `inset` shrinks it inside the square. */
function mark(inset: number, rounded: boolean) {
  const scale = (64 - 2 * inset) / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <title>Foyer</title>
  <rect width="64" height="64" rx="${rounded ? 15 : 0}" fill="${BLUE}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    <path d="M32 13.5 50.5 29.5H46V49.5H18V29.5H13.5Z" fill="#fff" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>
    <path d="M32 46.2c-.5 0-7.8-4.6-7.8-9.6 0-2.6 2-4.6 4.4-4.6 1.5 0 2.7.8 3.4 1.9.7-1.1 1.9-1.9 3.4-1.9 2.4 0 4.4 2 4.4 4.6 0 5-7.3 9.6-7.8 9.6Z" fill="${BLUE}"/>
  </g>
</svg>`;
}

const icons = [
  // "any" icons: the rounded tile as it appears on the welcome page.
  { file: 'web/public/icons/icon-192.png', size: 192, svg: mark(0, true), transparent: true },
  { file: 'web/public/icons/icon-512.png', size: 512, svg: mark(0, true), transparent: true },
  // Maskable: full-bleed background, the mark inside the central 80 % safe zone.
  {
    file: 'web/public/icons/icon-maskable-512.png',
    size: 512,
    svg: mark(8, false),
    transparent: false,
  },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'web/public/apple-touch-icon.png', size: 180, svg: mark(4, false), transparent: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  await writeFile('web/public/favicon.svg', `${mark(0, true)}\n`);
  for (const { file, size, svg, transparent } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: file, omitBackground: transparent });
    await page.close();
    console.log(`${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
