/**
 * The production build serves no source maps (the SPA's source,
 * comments included, is not published next to it). Checked on the real build served by wrangler dev.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/server.ts';

/** What a URL serves: a missing file gets the SPA's index.html (not-found handling), never a map. */
async function servesSourceMap(path: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}${path}`);
  const text = await response.text();
  return response.ok && /^\s*\{\s*"version"\s*:\s*3/.test(text);
}

describe('no source maps in the production build', () => {
  it('neither the scripts nor the service worker come with a .map, nor point to one', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
    const paths = [...new Set([...scripts, '/sw.js'])].filter((path): path is string => !!path);
    expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
    for (const path of paths) {
      const script = await (await fetch(`${baseUrl}${path}`)).text();
      expect(script, path).not.toMatch(/sourceMappingURL=/);
      expect(await servesSourceMap(`${path}.map`), `${path}.map`).toBe(false);
    }
  });
});
