import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, signIn } from './helpers';

/** A laptop screen (1366 px): every grid fits its frame in both languages, the last columns in view. */
test.use({ viewport: { width: 1366, height: 900 } });

/** The back-office grids with the most columns, as staff see them (staff have the customer column too). */
const GRID_PAGES = [
  '/backoffice/status-tracking/job-orders',
  '/backoffice/status-tracking/sales-orders',
  '/backoffice/status-tracking/quotes',
  '/backoffice/financial/invoices',
  '/backoffice/financial/payments',
  '/backoffice/financial/customer-credits',
  '/backoffice/decedents',
  '/backoffice/cms/contents',
  '/backoffice/cms/components',
  '/backoffice/cms/components/1',
];

/** Each table that is wider than its frame, by how much. */
const tooWide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .map((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0))
      .filter((extra) => extra > 1),
  );

for (const lang of ['en', 'fr'] as const)
  test(`every grid fits a 1366 px screen in ${lang === 'en' ? 'English' : 'French'}`, async ({ page }) => {
    test.setTimeout(60_000 + GRID_PAGES.length * 10_000);
    await signIn(page, ACCOUNTS.admin, { lang });
    const wide: string[] = [];
    for (const path of GRID_PAGES) {
      await page.goto(lang === 'fr' ? `/fr${path}` : path);
      await appReady(page);
      // Measured with its rows in: the widest cells come with them.
      await expect(page.locator('table tbody tr').first()).toBeVisible();
      const extra = await tooWide(page);
      if (extra.length > 0) wide.push(`${path}: ${extra.join(', ')} px too wide`);
    }
    expect(wide).toEqual([]);
  });
