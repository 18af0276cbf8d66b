/**
 * The checks every route passes at 320, 390 and 1280 px (docs/architecture.md §5 "The web client on
 * a phone"): `layoutProblems` — the page scrolls sideways, text another element covers, controls
 * smaller than 44 × 44 px on a phone — and `wcagViolations`, axe-core's WCAG 2.2 A and AA findings;
 * and, for one element, `onScreen` (wholly in the window) and `coveredBy` (what lies over it, the
 * pinned bars included).
 */
import type { Locator, Page } from 'playwright-core';
import { axeOn } from './axe.js';

/** The smallest touch target on a phone, in CSS px (WCAG 2.5.5's, which CatRep holds to). */
export const TOUCH_TARGET_PX = 44;

/**
 * What is wrong with the page's layout as it is now, one line each (empty: nothing): how far it
 * reaches sideways; text whose middle another element covers (in each screenful, down to three,
 * outside the pinned bars); and with `phone`, each control one taps that is smaller than
 * TOUCH_TARGET_PX either way. Links inside running text, controls in the lightbox, visually hidden
 * inputs (their label is the target, and is measured) and disabled controls are exempt.
 */
export async function layoutProblems(page: Page, phone: boolean): Promise<string[]> {
  const problems: string[] = [];
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (sideways > 0) problems.push(`${sideways} px too wide`);
  if (phone) problems.push(...(await page.evaluate(smallTargets, TOUCH_TARGET_PX)));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()!.height;
  for (let top = 0; top < Math.min(height, 3 * screen); top += screen) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    problems.push(...(await page.evaluate(coveredText)));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...new Set(problems)];
}

/** axe-core's WCAG 2.0–2.2 A and AA findings on the page as it is now (rule id, impact and targets). */
export async function wcagViolations(page: Page): Promise<string[]> {
  const result = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** In the page: the controls one taps that are smaller than `min` px either way. */
function smallTargets(min: number): string[] {
  const label = (el: Element): string => {
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 30) ?? '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    return `${el.tagName.toLowerCase()}${cls} "${name}"`;
  };
  const found: string[] = [];
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"], label.button, label:has(input[type="checkbox"]), label:has(input[type="radio"])',
  );
  for (const el of Array.from(controls)) {
    if (el.closest('.yarl__root, [aria-hidden="true"], .skip-link')) continue;
    if ((el as HTMLButtonElement).disabled) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) continue; // visually hidden: its label is the target
    // A checkbox or radio inside its label: the label is the target.
    if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type) && el.closest('label'))
      continue;
    // A link inside running text (a sentence around it) is exempt, as WCAG 2.5.8 says.
    if (el.tagName === 'A' || el.classList.contains('link')) {
      const block = el.parentElement?.closest('p, li, dd, td, span, div');
      const own = (el.textContent ?? '').trim().length;
      const inline = style.display === 'inline' || style.display === 'inline-block';
      if (block && (block.textContent ?? '').trim().length > own + 2 && inline) continue;
    }
    if (box.width < min - 0.5 || box.height < min - 0.5) {
      found.push(`${label(el)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
  }
  return found;
}

/**
 * In the page: text another element covers, found by asking the browser what is on top at the
 * middle of each line of each visible text (outside the fixed and sticky bars, which cover what
 * scrolls under them by design).
 */
function coveredText(): string[] {
  const label = (el: Element): string => {
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    return `${el.tagName.toLowerCase()}${cls}`;
  };
  const pinned = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((el) => {
    const position = getComputedStyle(el).position;
    return position === 'fixed' || position === 'sticky';
  });
  const pinnedBoxes = pinned.map((el) => el.getBoundingClientRect());
  const underPinned = (x: number, y: number) =>
    pinnedBoxes.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const owner = node.parentElement;
    if (!text || !owner || owner.closest('[aria-hidden="true"], .sr-only, .visually-hidden, script, style'))
      continue;
    const inPinned = pinned.some((p) => p.contains(owner));
    // What of the text shows: its lines within its element's box (an ellipsis cuts the rest off).
    const own = owner.getBoundingClientRect();
    if (own.width < 2 || own.height < 2) continue;
    range.selectNodeContents(node);
    for (const whole of Array.from(range.getClientRects())) {
      const left = Math.max(whole.left, own.left);
      const right = Math.min(whole.right, own.right);
      const upper = Math.max(whole.top, own.top);
      const lower = Math.min(whole.bottom, own.bottom);
      if (right - left < 4 || lower - upper < 4) continue;
      const x = (left + right) / 2;
      const y = (upper + lower) / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      if (!inPinned && underPinned(x, y)) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || top === owner || owner.contains(top) || top.contains(owner)) continue;
      // A label's own control, or a control's own label, is not another element.
      if (top.closest('label') && top.closest('label') === owner.closest('label')) continue;
      found.push(`"${text.slice(0, 30)}" (${label(owner)}) is under ${label(top)}`);
      break;
    }
  }
  return found;
}

/** Whether the element's box lies wholly within the viewport (reachable without scrolling). */
export async function onScreen(
  page: Page,
  name: string | RegExp,
  role: 'link' | 'button' = 'link',
): Promise<boolean> {
  const box = await page.getByRole(role, { name, exact: typeof name === 'string' }).boundingBox();
  const { width, height } = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

/**
 * What lies over the element near one of its corners (say, the pinned tab bar), or 'outside the
 * window'; null when it is in the window and on top at all four (points a fifth of the way in, so
 * that rounded corners do not count).
 */
export async function coveredBy(locator: Locator): Promise<string | null> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const [dx, dy] = [r.width / 5, r.height / 5];
    const corners = [
      [r.left + dx, r.top + dy],
      [r.right - dx, r.top + dy],
      [r.left + dx, r.bottom - dy],
      [r.right - dx, r.bottom - dy],
    ];
    for (const [x, y] of corners) {
      const hit = document.elementFromPoint(x, y);
      if (hit === null) return 'outside the window';
      if (hit !== el && !el.contains(hit))
        return `${hit.tagName.toLowerCase()}.${hit.className} at ${x},${y}`;
    }
    return null;
  });
}
