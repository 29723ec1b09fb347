/**
 * The SHA-256 of web/public/theme-init.js, which the build writes inline into every HTML page so
 * that the first paint waits for no script file (scripts/lib/route-html.ts,
 * docs/decisions/024-inline-first-paint.md): the one inline script the policy allows. The build
 * fails, naming the new value, when the file no longer has this hash.
 */
export const THEME_INIT_SHA256 = 'sha256-Hgp1G8Zb3VEVTqivfMtqkQo118sWoNoRc+17BHtXXDc=';

/**
 * One policy for every response: the Worker sets it on /api, and the build writes it into the
 * static assets' `_headers` file (see vite.config.ts), so the SPA and the API cannot drift apart.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // No remote script, and no inline one but the theme bootstrap, allowed by its hash: every other
  // script (the service worker's registration included) is a file.
  `script-src 'self' '${THEME_INIT_SHA256}'`,
  // Inline style attributes are set by the dialog and toast primitives, and the build writes the
  // stylesheet inline into each HTML page (decision 024); styles cannot run code.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // Ignored by browsers over plain http (localhost), enforced once deployed on https.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Hashed file names change with their content, so they can be kept for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html, the service worker and the manifest must always be revalidated. */
const REVALIDATE_CACHE = 'no-cache';
/** Family data is private and live. */
export const API_CACHE = 'no-store';
/**
 * A read that names its version (an ETag): the browser may keep it for this user only and asks
 * the server before each reuse, so an unchanged week comes back as a bodiless 304.
 */
export const REVALIDATED_API_CACHE = 'private, no-cache';

/** The `_headers` file of Workers static assets, applied to every file and SPA fallback. */
export function renderAssetHeadersFile(): string {
  const lines = ['/*'];
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) lines.push(`  ${name}: ${value}`);
  lines.push(`  Cache-Control: ${REVALIDATE_CACHE}`, '', '/assets/*');
  // `!` detaches the header set by the `/*` rule instead of joining both values with a comma.
  lines.push('  ! Cache-Control', `  Cache-Control: ${IMMUTABLE_CACHE}`, '');
  return lines.join('\n');
}
