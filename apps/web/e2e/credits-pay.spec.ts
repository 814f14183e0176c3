import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, signIn } from './helpers';

/** The demo customer's token, to read through the API what the screen should show. */
async function customerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: ACCOUNTS.customer.email, password: ACCOUNTS.customer.password },
  });
  return ((await login.json()) as { token: string }).token;
}

async function apiValue<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, {
    headers: { authorization: `Bearer ${await customerToken(request)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** What the demo customer can still pay with, in cents. */
async function availableCredits(request: APIRequestContext): Promise<number> {
  const filters = encodeURIComponent(JSON.stringify({ openOnly: true }));
  const page = await apiValue<{ items: { balance: number; currencyCode: string }[] }>(
    request,
    `/api/CustomerCredit?pageSize=200&filters=${filters}`,
  );
  return page.items
    .filter((credit) => credit.currencyCode === 'USD')
    .reduce((sum, credit) => sum + Math.round(credit.balance * 100), 0);
}

async function invoiceBalance(request: APIRequestContext, number: string): Promise<number> {
  const filters = encodeURIComponent(JSON.stringify({ number }));
  const page = await apiValue<{ items: { balance: number }[] }>(request, `/api/invoices?filters=${filters}`);
  return Math.round(page.items[0]!.balance * 100);
}

const TEXT = {
  en: {
    path: '/backoffice/financial/invoices?open=1',
    select: (number: string) => `Select invoice ${number}`,
    toast: /\$20\.00 of credits applied: the invoices are paid\./,
    rest: 'To pay by card: $0.00',
  },
  fr: {
    path: '/fr/backoffice/financial/invoices?open=1',
    select: (number: string) => `Sélectionner la facture ${number}`,
    toast: /20,00\s\$US de crédits appliqués : les factures sont payées\./,
    rest: /À payer par carte : 0,00\s\$US/,
  },
} as const;

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 740 : 900 } });

    for (const lang of ['en', 'fr'] as const) {
      test(`${lang}: the customer pays part of an invoice with its credits, no card needed`, async ({
        page,
        request,
      }) => {
        const text = TEXT[lang];
        const creditsBefore = await availableCredits(request);
        expect(creditsBefore).toBeGreaterThanOrEqual(2000);
        await signIn(page, ACCOUNTS.customer, { lang });
        await page.goto(text.path);
        await appReady(page);
        const rows = page.getByTestId('invoice-grid-row');
        await expect(rows.first()).toBeVisible();
        // The last open invoice shown: the other payment journeys take the first ones.
        const number = (await rows.last().getAttribute('data-number'))!;
        const balanceBefore = await invoiceBalance(request, number);
        expect(balanceBefore).toBeGreaterThan(2000);

        await page.getByRole('checkbox', { name: text.select(number) }).check();
        await page.getByTestId('invoice-pay-selected').click();
        // The credits pay as much as is useful by default; the payer pays 20.00 of the invoice, all of it by credits.
        const credits = page.getByTestId('pay-credit-amount');
        await expect(credits).toBeVisible();
        await page.getByTestId('pay-total').fill('20');
        await expect(credits).toHaveValue(lang === 'fr' ? '20,00' : '20.00');
        await expect(page.getByTestId('pay-card-rest')).toHaveText(text.rest);
        // No card is asked for when credits pay everything.
        await expect(page.getByTestId('pay-cards')).toHaveCount(0);
        await page.getByTestId('pay-submit').click();
        await expect(page.getByText(text.toast)).toBeVisible();
        await expect(page.getByTestId('pay-submit')).toHaveCount(0);

        expect(await invoiceBalance(request, number)).toBe(balanceBefore - 2000);
        expect(await availableCredits(request)).toBe(creditsBefore - 2000);
      });
    }
  });
}
