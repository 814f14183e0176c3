import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, dataShown, signIn } from './helpers';

/**
 * The customer's lists read alike (spec §4: pages appended, with a counter): job orders and invoices both "Load more";
 * on a phone their rows are cards whose status and amounts stay on the screen; an order's addresses print as the
 * country's post writes them, the country named in the page's language.
 */

/** Every cell of the first row ends within the screen's width. */
async function expectRowOnScreen(page: Page, row: ReturnType<Page['getByTestId']>) {
  const width = page.viewportSize()!.width;
  const cells = row.first().locator('td');
  for (let i = 0; i < (await cells.count()); i++) {
    const box = await cells.nth(i).boundingBox();
    expect(box, `cell ${i}`).not.toBeNull();
    expect(box!.x + box!.width, `cell ${i}`).toBeLessThanOrEqual(width + 1);
  }
}

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('job orders and invoices load more alike; on a phone their rows are cards', async ({ page }) => {
      await signIn(page, ACCOUNTS.customer);
      await page.goto('/backoffice/status-tracking/job-orders?tab=all');
      await appReady(page);
      await expect(page.getByTestId('order-row')).toHaveCount(10);
      await page.getByTestId('order-load-more').click();
      await expect(page.getByTestId('order-row')).toHaveCount(20);
      if (width === 360) await expectRowOnScreen(page, page.getByTestId('order-row'));

      await page.goto('/fr/backoffice/financial/invoices');
      await appReady(page);
      await dataShown(page);
      const rows = page.getByTestId('invoice-grid-row');
      await expect(rows).toHaveCount(10);
      const shown = page.getByTestId('invoice-grid-shown');
      await expect(shown).toHaveText(/^10 sur \d+$/);
      const total = Number(/sur (\d+)/.exec(await shown.innerText())![1]);
      expect(total).toBeGreaterThan(10);
      await page.getByTestId('invoice-grid-more').click();
      const next = Math.min(20, total);
      await expect(rows).toHaveCount(next);
      await expect(shown).toHaveText(`${next} sur ${total}`);
      if (next === total) await expect(page.getByTestId('invoice-grid-more')).toHaveCount(0);
      if (width === 360) {
        await expectRowOnScreen(page, rows);
        // Each value after its column's name.
        await expect(rows.first().locator('td[data-label="Solde"]')).toBeVisible();
      }
    });

    test("an order's addresses print in the country's order, the country in the page's language", async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.customer);
      for (const [prefix, country] of [
        ['', 'United States'],
        ['/fr', 'États-Unis'],
      ] as const) {
        await page.goto(`${prefix}/backoffice/status-tracking/job-orders?tab=all`);
        await appReady(page);
        await page.getByTestId('order-row').first().getByTestId('order-open').click();
        const detail = page.getByRole('dialog').filter({ has: page.getByTestId('order-detail-code') });
        await expect(detail.getByText('New York, NY 10036').first()).toBeVisible();
        await expect(detail.getByText(country, { exact: true }).first()).toBeVisible();
        await expect(detail.getByText(/10036 New York/)).toHaveCount(0);
      }
    });
  });
}
