import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './base';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: every screen is held to 2.2 (target size too). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core (the WCAG A and AA rules up to 2.2) on each screen as a person reaches it. A
 * violation is listed with its rule, its help text and the first elements it was found on.
 */
export async function expectNoViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
