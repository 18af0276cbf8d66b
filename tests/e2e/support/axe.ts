/**
 * The journeys' accessibility check: axe-core on the page as it is now, or on the part of it
 * `selector` names, keeping what axe rates serious or critical.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * An AxeBuilder for `page` that runs axe-core in the page itself (`axe.run`, the builder's
 * "legacy mode"). The default instead runs axe per frame and merges the results in a blank page
 * it opens and closes for every call: the same rules on the same DOM, about twice as slow (0.85
 * against 0.4 s a check on a two-core machine). What legacy mode leaves out is cross-origin frames;
 * the only ones CatRep shows are YouTube's players, which the emulators leave blank.
 */
export const axeOn = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true);

/** axe-core's serious and critical findings on `page`, or inside `selector` (rule id and a target each). */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = axeOn(page);
  const result = await (selector ? builder.include(selector) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
