import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: string | undefined;

/** One axe finding, short enough to read in a failed assertion. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  targets: string[];
}

/** Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the browser's debugging protocol: the page's CSP forbids inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
}
