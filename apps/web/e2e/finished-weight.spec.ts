import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Finding, runAxe } from './axe';
import { notFrench } from './french-text';
import { ACCOUNTS, digits, signIn, typeNewCard } from './helpers';
import { bearer, jobOrderDrawer, jobOrderRow, openJobOrderMetal, placeJobOrder, valueOf } from './job-orders';

// axe-core is injected into the page: the Content-Security-Policy (which allows only the page's own scripts) is left
// aside for it.
test.use({ bypassCSP: true });

/** No serious or critical axe violation, and on a French page no English text of the catalog nor a raw code. */
async function audited(page: Page, lang: 'en' | 'fr') {
  const findings: Finding[] = [];
  const where = new URL(page.url()).pathname;
  await runAxe(page, where, findings);
  if (lang === 'fr') expect(notFrench(await page.locator('body').innerText())).toEqual([]);
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

interface MetalWeights {
  amountDifference: number;
  lines: { orderItemId: number; estimatedGrams: number | null }[];
}

const WORDS = {
  en: { pending: 'Awaiting approval', approved: 'Approved by the customer', metal: 'Metal weight' },
  fr: { pending: 'En attente d’approbation', approved: 'Approuvé par le client', metal: 'Poids de métal' },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test(`staff record a finished weight beyond the tolerance, the customer approves and is invoiced on it (${lang})`, async ({
    signedIn,
    request,
  }) => {
    const prefix = lang === 'fr' ? '/fr' : '';
    const words = WORDS[lang];
    const placed = await placeJobOrder(request, ACCOUNTS.customer);
    const staffHeaders = await bearer(request, ACCOUNTS.sales);
    const before = await valueOf<MetalWeights>(
      await request.get(`/api/JobOrders/${placed.orderId}/metal-weights`, { headers: staffHeaders }),
    );
    const line = before.lines[0]!;
    expect(line.estimatedGrams).toBeGreaterThan(0);
    // 20 % over the estimate: beyond the default 5 % tolerance.
    const grams = Math.round(line.estimatedGrams! * 1200) / 1000;

    const staff = await signedIn(ACCOUNTS.sales, lang);
    await openJobOrderMetal(staff, prefix, placed.order_code);
    await jobOrderDrawer(staff).getByTestId(`finished-weight-${line.orderItemId}`).fill(String(grams));
    await jobOrderDrawer(staff).getByTestId('finished-weight-save').click();
    await expect(jobOrderDrawer(staff).getByTestId('weight-approval')).toHaveText(words.pending);
    await audited(staff, lang);
    await expect(jobOrderDrawer(staff).getByTestId('finished-grams')).toContainText(
      lang === 'fr' ? grams.toFixed(3).replace('.', ',') : grams.toFixed(3),
    );
    await expect(jobOrderDrawer(staff).getByTestId('weight-difference')).toContainText(
      lang === 'fr' ? '+20,00 %' : '+20.00 %',
    );

    const customer = await signedIn(ACCOUNTS.customer, lang);
    await openJobOrderMetal(customer, prefix, placed.order_code);
    const weights = await valueOf<MetalWeights>(
      await request.get(`/api/JobOrders/${placed.orderId}/metal-weights`, { headers: staffHeaders }),
    );
    expect(weights.amountDifference).toBeGreaterThan(0);
    await expect(jobOrderDrawer(customer).getByTestId('weight-pending')).toBeVisible();
    expect(digits(await jobOrderDrawer(customer).getByTestId('weight-money-change').innerText())).toContain(
      digits(weights.amountDifference.toFixed(2).replace('.', lang === 'fr' ? ',' : '.')),
    );
    await audited(customer, lang);
    if (lang === 'en')
      for (const width of [360, 1366]) {
        await customer.setViewportSize({ width, height: 900 });
        await customer.screenshot({ path: `test-results/finished-weight-${width}.png` });
      }
    await jobOrderDrawer(customer).getByTestId('weight-approve').click();
    await expect(jobOrderDrawer(customer).getByTestId('weight-approval')).toHaveText(words.approved);
    await expect(jobOrderDrawer(customer).getByTestId('weight-pending')).toHaveCount(0);

    // What the invoice must come to: the order's total, the metal's change, and the tax on that change if taxed.
    const detail = await valueOf<{
      totals: { grandTotal: number; salesTaxValue: number; salesTaxPercent: number };
    }>(await request.get(`/api/job-orders-extended/${placed.orderId}/detail`, { headers: staffHeaders }));
    const change = Math.round(weights.amountDifference * 100);
    const tax = detail.totals.salesTaxValue ? Math.round((change * detail.totals.salesTaxPercent) / 100) : 0;
    const expected = (Math.round(detail.totals.grandTotal * 100) + change + tax) / 100;

    // The customer pays the job order from its list: it is invoiced then, on the finished weight.
    await customer.keyboard.press('Escape');
    await jobOrderRow(customer, placed.order_code).getByRole('checkbox').check();
    await customer.getByTestId('bulk-pay').click();
    const dialog = customer.getByTestId('pay-orders-dialog');
    await typeNewCard(customer, 'Claire Dupont');
    const response = customer.waitForResponse((r) =>
      /\/payment\/insertOrdersAndPay$/i.test(new URL(r.url()).pathname),
    );
    await dialog.getByTestId('pay-orders-submit').click();
    const paid = ((await (await response).json()) as { value: { invoices: { invoiceCode: string }[] } })
      .value;
    const invoiceCode = paid.invoices[0]!.invoiceCode;

    await customer.goto(`${prefix}/backoffice/financial/invoices?q=${encodeURIComponent(invoiceCode)}`);
    const invoiceRow = customer.locator(`[data-testid="invoice-grid-row"][data-number="${invoiceCode}"]`);
    await invoiceRow.getByTestId('invoice-open').click();
    const invoice = customer.getByTestId('invoice-detail');
    await expect(invoice.getByTestId('invoice-detail-number')).toHaveText(invoiceCode);
    await expect(invoice.getByTestId('invoice-lines')).toContainText(
      new RegExp(`${grams.toFixed(3).replace('.', '[.,]')} g`),
    );
    await expect(invoice.getByTestId('invoice-lines')).toContainText(/\+20[.,]00 %/);
    expect(digits(await invoice.innerText())).toContain(
      digits(expected.toFixed(2).replace('.', lang === 'fr' ? ',' : '.')),
    );
  });
}

test('staff change the metal settings from the back-office menu, in English and French', async ({ page }) => {
  await signIn(page, ACCOUNTS.sales);
  await page.getByRole('link', { name: 'Metal settings' }).first().click();
  await expect(page).toHaveURL(/\/backoffice\/metal-settings$/);
  const tolerance = page.getByTestId('metal-settings-tolerance');
  await expect(tolerance).toHaveValue('5');
  await tolerance.fill('7.5');
  await page.getByTestId('metal-settings-save').click();
  await expect(page.getByText('The metal settings are saved.')).toBeVisible();
  await expect(page.getByText(/Last changed .* by Sam Rivera/)).toBeVisible();
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/metal-settings-${width}.png` });
  }

  await page.goto('/fr/backoffice/metal-settings');
  await expect(
    page.locator('[data-hydrated]').or(page.getByTestId('metal-settings-tolerance')),
  ).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Réglages du métal' })).toBeVisible();
  await expect(page.getByText('Tolérance du poids final (%)')).toBeVisible();
  await expect(page.getByTestId('metal-settings-tolerance')).toHaveValue('7.5');
  await audited(page, 'fr');
  await page.getByTestId('metal-settings-tolerance').fill('5');
  await page.getByTestId('metal-settings-save').click();
  await expect(page.getByText('Les réglages du métal sont enregistrés.')).toBeVisible();
});
