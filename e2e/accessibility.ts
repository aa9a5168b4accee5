import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical axe violations of the page as it stands, one line each ('rule: targets'). */
export async function graveViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.exclude) builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
