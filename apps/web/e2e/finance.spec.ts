import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, type Account, appReady, signIn } from './helpers';

interface InvoiceRow {
  id: number;
  number: string;
  balance: number;
  paid: number;
  customerId: number;
  accountNumber: string;
}

interface InvoiceDetail extends InvoiceRow {
  lines: { description: string }[];
  payments: { number: string }[];
}

/** The API's own answer, read as the account, to check the screen against (the demo data is only read). */
async function apiValue<T>(request: APIRequestContext, account: Account, path: string): Promise<T> {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: account.email, password: account.password },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { value: T };
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.value;
}

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

const invoiceRow = (page: Page, number: string) =>
  page.locator(`[data-testid="invoice-grid-row"][data-number="${number}"]`);

/** These journeys pay by card alone: the customer's credits, applied by default, are set to nothing. */
async function payByCardOnly(page: Page) {
  await page.getByTestId('pay-credit-amount').fill('0');
}

async function openInvoices(page: Page, lang: 'en' | 'fr' = 'en') {
  await page.goto(lang === 'fr' ? '/fr/backoffice/financial/invoices' : '/backoffice/financial/invoices');
  await appReady(page);
  await expect(page.getByTestId('invoice-grid-row').first()).toBeVisible();
}

test('a customer sees its invoices with their balances, opens one and prints two in one PDF', async ({
  page,
  request,
}) => {
  const list = await apiValue<{ items: InvoiceRow[] }>(
    request,
    ACCOUNTS.customer,
    '/api/invoices?pageSize=10&sortAsc=false',
  );
  // The demo customer has invoices partly paid, paid and open (demo receivables). Journeys beside this one may have
  // invoiced and paid new orders of the same customer, which come first: then the newest invoice with a payment.
  const partlyPaid =
    list.items.find((i) => i.balance > 0 && i.paid > 0) ?? list.items.find((i) => i.paid > 0)!;
  const open =
    list.items.find((i) => i.balance > 0 && i.id !== partlyPaid.id) ??
    list.items.find((i) => i.id !== partlyPaid.id)!;
  expect(partlyPaid).toBeDefined();
  expect(open).toBeDefined();

  await signIn(page, ACCOUNTS.customer);
  await openInvoices(page);

  // Newest first, as the API answers by default; every row of the page shows its balance. Tests beside this one may
  // invoice the same customer meanwhile: the page is compared with the API as both read it at the same moment.
  await expect(page.getByTestId('invoice-grid-row')).toHaveCount(list.items.length);
  await expect(async () => {
    const now = await apiValue<{ items: InvoiceRow[] }>(
      request,
      ACCOUNTS.customer,
      '/api/invoices?pageSize=10&sortAsc=false',
    );
    const shown = await page
      .getByTestId('invoice-grid-row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-number')));
    if (shown[0] !== now.items[0]!.number) {
      await page.reload();
      await appReady(page);
    }
    expect(shown.slice(0, 3)).toEqual(now.items.slice(0, 3).map((i) => i.number));
  }).toPass();
  for (const invoice of [partlyPaid, open]) {
    await expect(invoiceRow(page, invoice.number)).toContainText(usd(invoice.balance));
  }
  // A portal user sees its own invoices only: no customer column.
  await expect(page.getByRole('columnheader', { name: /Customer/ })).toHaveCount(0);

  // One invoice's detail: lines, what paid it, the balance left.
  const detail = await apiValue<InvoiceDetail>(request, ACCOUNTS.customer, `/api/invoices/${partlyPaid.id}`);
  await invoiceRow(page, partlyPaid.number).getByTestId('invoice-open').click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${partlyPaid.id}`));
  const drawer = page.getByTestId('invoice-detail');
  await expect(drawer.getByTestId('invoice-detail-number')).toHaveText(partlyPaid.number);
  await expect(drawer.getByTestId('invoice-detail-balance')).toHaveText(usd(partlyPaid.balance));
  await expect(drawer.getByTestId('invoice-lines')).toContainText(detail.lines[0]!.description);
  await expect(drawer.getByTestId('invoice-applied-payment')).toHaveCount(detail.payments.length);
  await expect(drawer.getByTestId('invoice-applied-payment').first()).toContainText(
    detail.payments[0]!.number,
  );
  await page.getByRole('button', { name: 'Close the invoice' }).click();
  await expect(drawer.getByTestId('invoice-detail-number')).toBeHidden();

  // Two invoices selected, printed in one PDF opened in a new tab.
  await page.getByRole('checkbox', { name: `Select invoice ${partlyPaid.number}` }).check();
  await page.getByRole('checkbox', { name: `Select invoice ${open.number}` }).check();
  await expect(page.getByTestId('invoice-selection')).toContainText('2 invoices selected');
  // The answer passes through untouched; the test keeps a copy of its bytes (Chromium does not keep a streamed body).
  let pdf: Buffer | null = null;
  let sentIds: unknown = null;
  await page.route('**/api/invoices/printMultipleInvoices', async (route) => {
    sentIds = JSON.parse(route.request().postData() ?? 'null');
    const response = await route.fetch();
    pdf = await response.body();
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await route.fulfill({ response, body: pdf });
  });
  const tab = page.waitForEvent('popup');
  await page.getByTestId('invoice-print-selected').click();
  const popup = await tab;
  // The new tab shows the PDF the API answered.
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  expect(sentIds).toEqual([partlyPaid.id, open.id]);
  expect(pdf!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The print ended without an error toast (spec §8 messages are for a missing invoice or a failed report).
  await expect(page.getByText('Error while printing report')).toHaveCount(0);
});

test('the invoices page in French shows French labels and amounts', async ({ page }) => {
  await signIn(page, ACCOUNTS.customer, { lang: 'fr' });
  await openInvoices(page, 'fr');
  await expect(page.getByRole('heading', { name: 'Factures', level: 1 })).toBeVisible();
  for (const title of ['N° de facture', 'Échéance', 'Statut', 'Montant', 'Solde']) {
    await expect(page.getByRole('columnheader', { name: new RegExp(title) })).toBeVisible();
  }
  await expect(page.getByLabel('Numéro')).toBeVisible();
  await expect(page.getByTestId('invoice-export')).toHaveText('Exporter en CSV');
  // fr-FR money: a decimal comma and the currency after the amount.
  await expect(page.getByTestId('invoice-grid-row').first()).toContainText(/\d,\d{2}\s\$US/);
});

test('staff see the invoices of several customers and filter by one', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await openInvoices(page);
  const rows = page.getByTestId('invoice-grid-row');
  await expect(page.getByRole('columnheader', { name: /Customer/ })).toBeVisible();
  await expect(rows.filter({ hasText: 'C1001' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'C1002' }).first()).toBeVisible();

  const picker = page.getByTestId('finance-customer-filter');
  await picker.click();
  await picker.fill('Bellweather');
  await page.getByRole('option', { name: /Bellweather Funeral Home \(C1002\)/ }).click();
  await expect(page).toHaveURL(/[?&]customer=\d+/);
  await expect(rows.filter({ hasText: 'C1001' })).toHaveCount(0);
  await expect(rows.first()).toContainText('C1002');
  const shown = await rows.count();
  await expect(rows.filter({ hasText: 'C1002' })).toHaveCount(shown);
});

test('a customer pays one invoice in part and one in full with a new sandbox card, then overpays with it', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNTS.customer);
  await page.goto('/backoffice/financial/invoices?open=1');
  await appReady(page);
  const rows = page.getByTestId('invoice-grid-row');
  await expect(rows.first()).toBeVisible();
  const numbers = [
    await rows.nth(0).getAttribute('data-number'),
    await rows.nth(1).getAttribute('data-number'),
  ];
  for (const number of numbers)
    await page.getByRole('checkbox', { name: `Select invoice ${number}` }).check();
  await page.getByTestId('invoice-pay-selected').click();
  await payByCardOnly(page);

  // A new card, typed into the sandbox processor's own frame (the number never passes through our page).
  await page.getByTestId('pay-cardholder-name').fill('Claire Dupont');
  const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await frame.locator('#cardNumber').fill('4111 1111 1111 1111');
  await frame.locator('#expirationDate').fill('12/30');
  await frame.locator('#cvv').fill('111');
  await frame.locator('#postalCode').fill('10001');
  // The first invoice in pay order gets 10.00, the other its whole balance.
  const lines = page.getByTestId('pay-line');
  const partNumber = await lines.first().getAttribute('data-number');
  const fullNumber = await lines.nth(1).getAttribute('data-number');
  await page.getByTestId('pay-line-amount').first().fill('10');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText(/PAY-\d+ - \$[\d,.]+ paid successfully!/)).toBeVisible();
  await expect(page.getByTestId('pay-submit')).toHaveCount(0);

  const payments = await apiValue<{
    items: { invoiceNumbers: string[]; status: string; cardLabel: string }[];
  }>(request, ACCOUNTS.customer, '/api/Payment?pageSize=1');
  expect(payments.items[0]!.status).toBe('succeeded');
  expect([...payments.items[0]!.invoiceNumbers].sort()).toEqual([partNumber, fullNumber].sort());
  expect(payments.items[0]!.cardLabel).toContain('1111');
  const after = await apiValue<{ items: InvoiceRow[] }>(
    request,
    ACCOUNTS.customer,
    `/api/invoices?filters=${encodeURIComponent(JSON.stringify({ number: fullNumber }))}`,
  );
  expect(after.items[0]!.balance).toBe(0);

  // Overpaying the part-paid invoice with the card now saved: the warning, confirmed; the rest is a prepayment.
  await page.reload();
  await appReady(page);
  await page.getByRole('checkbox', { name: `Select invoice ${partNumber}` }).check();
  await page.getByTestId('invoice-pay-selected').click();
  await payByCardOnly(page);
  await expect(page.getByTestId('pay-card').first()).toBeChecked();
  const balance = (await page.getByTestId('pay-total').inputValue()).replace(',', '');
  await page.getByTestId('pay-total').fill((Number(balance) + 5).toFixed(2));
  await expect(page.getByTestId('pay-overpayment')).toContainText('will be saved as a prepayment');
  await page.getByTestId('pay-confirm-overpayment').check();
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText(/PAY-\d+ - \$[\d,.]+ paid successfully!/).first()).toBeVisible();

  await page.goto('/backoffice/financial/customer-credits');
  await appReady(page);
  const prepayment = page.locator('[data-testid="credit-grid-row"][data-kind="prepayment"]').first();
  await expect(prepayment).toContainText('$5.00');
});

test('staff record a PayPal overpayment and find it as a prepayment on the customer credits', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/backoffice/financial/customer-credits');
  await appReady(page);
  await expect(page.getByTestId('credit-grid-row').first()).toBeVisible();
  await page.getByTestId('paypal-open').click();
  const dialog = page.getByRole('dialog');
  const picker = dialog.getByTestId('finance-customer-filter');
  await picker.click();
  await picker.fill('Bellweather');
  await page.getByRole('option', { name: /Bellweather Funeral Home \(C1002\)/ }).click();
  const transaction = `E2E${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByTestId('paypal-transaction').fill(transaction);
  await dialog.getByTestId('paypal-amount').fill('42.10');
  await dialog.getByTestId('paypal-submit').click();

  const toast = page.getByText(/PayPal payment PAY-\d+ recorded; prepayment PP-\d+ is ready to use\./);
  await expect(toast).toBeVisible();
  const credit = /PP-\d+/.exec((await toast.textContent()) ?? '')![0];
  const row = page.locator(`[data-testid="credit-grid-row"][data-number="${credit}"]`);
  await expect(row).toContainText('C1002');
  await expect(row).toContainText(usd(42.1));
  await expect(row).toHaveAttribute('data-kind', 'prepayment');
});

test('en français, un client règle deux factures avec une nouvelle carte, puis une autre avec la carte enregistrée', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.other);
  await page.goto('/fr/backoffice/financial/invoices?open=1');
  await appReady(page);
  const rows = page.getByTestId('invoice-grid-row');
  await expect(rows.nth(2)).toBeVisible();
  const numbers = [
    await rows.nth(0).getAttribute('data-number'),
    await rows.nth(1).getAttribute('data-number'),
  ];
  for (const number of numbers)
    await page.getByRole('checkbox', { name: `Sélectionner la facture ${number}` }).check();
  await page.getByTestId('invoice-pay-selected').click();
  await payByCardOnly(page);
  await page.getByTestId('pay-cardholder-name').fill('Owen Bell');
  const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await frame.locator('#cardNumber').fill('4111 1111 1111 1111');
  await frame.locator('#expirationDate').fill('11/31');
  await frame.locator('#cvv').fill('123');
  await frame.locator('#postalCode').fill('43215');
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText(/PAY-\d+ - \d.* payé avec succès !/)).toBeVisible();
  for (const number of numbers)
    await expect(page.locator(`[data-testid="invoice-grid-row"][data-number="${number}"]`)).toHaveCount(0);

  // The card is saved: the next payment offers it first.
  const third = await rows.first().getAttribute('data-number');
  await page.getByRole('checkbox', { name: `Sélectionner la facture ${third}` }).check();
  await page.getByTestId('invoice-pay-selected').click();
  await payByCardOnly(page);
  await expect(page.getByTestId('pay-card').first()).toBeChecked();
  await page.getByTestId('pay-submit').click();
  await expect(page.getByText(/PAY-\d+ - .+ payé avec succès !/).first()).toBeVisible();
  await expect(page.locator(`[data-testid="invoice-grid-row"][data-number="${third}"]`)).toHaveCount(0);
});
