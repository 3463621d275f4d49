import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Run axe-core (WCAG 2.x A and AA) on the page as it is and return the serious and
 * critical violations, in a form that reads well in a failed assertion.
 */
export async function seriousViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  // Frames are left out: the portal's are the report preview and file previews, sandboxed
  // without scripts, and axe's injection into such a frame never returns (the layout guard
  // waited on the report preview until its 11-minute time-out). The layout guard checks
  // those frames' own documents itself.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe');
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}
