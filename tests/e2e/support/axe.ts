import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once and injected into pages as a script. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0 and 2.1, levels A and AA: what Foyer promises (docs/architecture.md#quality-gates). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/**
 * Runs axe-core on the page once its transitions have ended (injected on first use, again after a
 * navigation) and answers the violations of WCAG 2.1 A and AA, colour contrast included, each with
 * its elements. The caller waits for the screen's content first.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await transitionsEnded(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's CSP, which refuses inline scripts, does not apply.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global, untyped in the page
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return (
      result.violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      }[]
    ).map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        html: node.html.slice(0, 200),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
  }, TAGS);
}

/**
 * Waits for the page's finite animations and transitions to end. Caught halfway through a theme
 * switch, a link fading from the light theme's grey to the dark one's reads as a contrast failure
 * that no one ever sees (#475569 on the dark surface). A spinner's endless turn is not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The violations as lines a failing assertion can show: rule, element, why. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target} — ${node.summary}`,
    ),
  );
}
