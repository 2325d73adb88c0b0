// axe-core in the journeys (issue 24): WCAG 2.0, 2.1 and 2.2, levels A and AA, on the page as it is
// now; a violation of impact serious or critical fails the journey with its rule, impact, the
// elements (CSS selectors) and the route. The experimental label-in-name rule is switched on. No rule is disabled: docs/accessibility.md says what is
// checked where, and any rule ever disabled must be written there with its reason.
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One line per violation: rule, impact, the targets (at most 8) and the help text. */
export function describeViolations(violations: readonly Result[], route: string): string[] {
  return violations.map((v) => {
    const targets = v.nodes.map((n) => n.target.map(String).join(' >> '));
    const shown = targets.slice(0, 8).join(' | ') + (targets.length > 8 ? ` | … ${targets.length - 8} more` : '');
    const summary = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
    return `${route}: ${v.id} (${v.impact ?? 'unknown'}) on ${v.nodes.length} element(s): ${shown} — ${v.help}. ${summary}`.slice(0, 1200);
  });
}

/** Waits until the page is still (no pending page chunk, fonts loaded), then runs axe. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // The loading bar shows while a page chunk is pending (docs/ui.md).
  await expect(page.locator('.loading-bar')).toHaveCount(0);
}

/** The serious and critical violations of the page (an empty list when there are none). */
export async function seriousViolations(page: Page, route = new URL(page.url()).pathname): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags([...AXE_TAGS])
    // Experimental in axe (off by default), on here: an accessible name contains the visible label (2.5.3).
    // Only the violations are reported back (the passes' details cost time on every route).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return describeViolations(results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? '')), route);
}

/** Fails (a soft expect, so one run reports every route) on any serious or critical violation. */
export async function expectAccessible(page: Page, route = new URL(page.url()).pathname + new URL(page.url()).search): Promise<void> {
  const violations = await seriousViolations(page, route);
  expect.soft(violations, `axe: serious or critical WCAG 2.2 AA violations on ${route}`).toEqual([]);
}
