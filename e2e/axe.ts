import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './base';

/**
 * axe-core (WCAG 2.x A and AA rules) on each screen as a person reaches it. A violation is
 * listed with its rule, its help text and the first elements it was found on.
 */
export async function expectNoViolations(
  page: Page,
  screen: string,
  options: { wcag22?: boolean } = {},
) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  // Screens new since WCAG 2.2 was adopted are held to its criteria too (target size).
  if (options.wcag22) tags.push('wcag22a', 'wcag22aa');
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
