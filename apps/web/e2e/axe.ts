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

/**
 * Waits until nothing on the page has been moving for three frames: a dialog still fading in is pale, and axe would
 * report its text as lacking contrast. Endless animations (a spinner) do not count.
 */
async function stillOnScreen(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stillFrames?: number }).stillFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const w = window as unknown as { stillFrames: number };
      const moving = document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().iterations ?? 1),
        );
      w.stillFrames = moving ? 0 : w.stillFrames + 1;
      return w.stillFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

/** axe-core on the page as it is now (a dialog open included), once it has stopped moving. */
export async function runAxe(page: Page, where: string, findings: Finding[]) {
  await stillOnScreen(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only the violations are read: axe then keeps one node of each passed or incomplete rule instead of all.
      resultTypes: ['violations'],
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
