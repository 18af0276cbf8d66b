/**
 * The journeys' accessibility check: axe-core on the page as it is now, or on the part of it
 * `selector` names, keeping what axe rates serious or critical.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's serious and critical findings on `page`, or inside `selector` (rule id and a target each). */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (selector ? builder.include(selector) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
