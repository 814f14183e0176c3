import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core, injected into the page (the test must `bypassCSP`): shared by the accessibility suite and the page tests that
// audit a dialog of their own.
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Finding {
  page: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core on the page as it is now (a dialog open included). */
export async function runAxe(page: Page, where: string, findings: Finding[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations as {
      id: string;
      impact: string;
      help: string;
      nodes: { target: string[] }[];
    }[];
  });
  for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
    findings.push({
      page: where,
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    });
}
