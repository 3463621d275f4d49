import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core's own script, read once per worker. It is run in the page directly rather than
 * through @axe-core/playwright: that wrapper finishes every analysis in a new blank page
 * of the context and carries every passed node back, 2.4–4.5 s a page here against
 * 0.6–0.9 s for axe.run itself on the same pages (layout guard, 2 cores). page.evaluate
 * also injects past the portal's Content-Security-Policy, as the wrapper did.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rules: WCAG 2.x A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Run axe-core (WCAG 2.x A and AA) on the page as it is and return the serious and
 * critical violations, in a form that reads well in a failed assertion.
 */
export async function seriousViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Frames are left out: the portal's are the report preview and file previews, sandboxed
  // without scripts, and axe's injection into such a frame never returns (the layout guard
  // waited on the report preview until its 11-minute time-out). The layout guard checks
  // those frames' own documents itself.
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const context: Axe.ElementContext = {
        ...(include ? { include: [include] } : {}),
        exclude: ['iframe'],
      };
      const results = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: axe then keeps one node per passed rule, not every node.
        resultTypes: ['violations'],
        iframes: false,
      });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        }));
    },
    { include, tags: TAGS },
  );
}
