import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, dataShown, openedPdf, signIn } from './helpers';

const WORDS = {
  en: {
    return: 'Return the chosen pieces',
    keep: 'Keep the chosen pieces',
    returned: 'Returned',
    kept: 'Kept',
    label: /^Label RA-/,
    open: /^Open the statement of/,
    openOnly: 'With pieces still out',
  },
  fr: {
    return: 'Rendre les pièces choisies',
    keep: 'Garder les pièces choisies',
    returned: 'Rendu',
    kept: 'Gardé',
    label: /^Étiquette RA-/,
    open: /^Ouvrir le relevé de/,
    openOnly: 'Avec des pièces encore confiées',
  },
} as const;

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: account.email, password: account.password },
  });
  return ((await login.json()) as { token: string }).token;
}

/** Staff send two pieces on memo to the demo customer (through the API: the journey is the customer's). */
async function memoForCustomer(request: APIRequestContext, tag: string) {
  const customerToken = await tokenOf(request, ACCOUNTS.customer);
  const own = await request.get('/api/statements', { headers: { authorization: `Bearer ${customerToken}` } });
  const customerId = ((await own.json()) as { value: { customerId: number } }).value.customerId;
  const adminToken = await tokenOf(request, ACCOUNTS.admin);
  const due = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const sent = await request.post('/api/memos', {
    headers: { authorization: `Bearer ${adminToken}`, 'idempotency-key': `e2e-memo-${tag}` },
    data: {
      customerId,
      dueDate: due,
      items: [
        { styleCode: `RET-${tag}`, description: 'Sapphire pendant', quantity: 1, unitPrice: '420.00' },
        { styleCode: `KEEP-${tag}`, description: 'Diamond studs', quantity: 1, unitPrice: '980.00' },
      ],
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { value: { number: string } }).value.number;
}

async function memoJourney(page: Page, request: APIRequestContext, lang: 'en' | 'fr') {
  const w = WORDS[lang];
  const prefix = lang === 'fr' ? '/fr' : '';
  const tag = `${lang}${Date.now()}`;
  const number = await memoForCustomer(request, tag);
  await signIn(page, ACCOUNTS.customer, { lang });
  await page.goto(`${prefix}/backoffice/memo`);
  await appReady(page);
  await dataShown(page);
  const memo = page.getByTestId(`memo-${number}`);
  await expect(memo).toBeVisible();
  // Every memo, settled ones too: once its last piece is kept, the memo leaves the list of memos with pieces out.
  await page.getByRole('switch', { name: w.openOnly }).uncheck();
  await expect(memo).toBeVisible();

  await memo.getByTestId(`memo-item-RET-${tag}`).getByRole('checkbox').check();
  await memo.getByRole('button', { name: w.return }).click();
  const returned = memo.getByTestId(`memo-item-RET-${tag}`);
  await expect(returned).toContainText(w.returned);
  const label = returned.getByRole('button', { name: w.label });
  expect(await openedPdf(page, '**/api/memos/returns/*/label', () => label.click())).toBe('%PDF-');

  await memo.getByTestId(`memo-item-KEEP-${tag}`).getByRole('checkbox').check();
  await memo.getByRole('button', { name: w.keep }).click();
  const kept = memo.getByTestId(`memo-item-KEEP-${tag}`);
  await expect(kept).toContainText(w.kept);
  await expect(kept).toContainText(/INV-\d+/);

  await page.goto(`${prefix}/backoffice/financial/statements`);
  await appReady(page);
  await dataShown(page);
  const month = new Date().toISOString().slice(0, 7);
  const open = page.getByTestId(`statement-${month}`).getByRole('button', { name: w.open });
  expect(await openedPdf(page, `**/api/statements/${month}*`, () => open.click())).toBe('%PDF-');
}

test('EN at 1366: memo pieces returned (with a label) and kept (invoiced); a statement opened as PDF', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await memoJourney(page, request, 'en');
});

test('FR at 360: memo pieces returned and kept; a statement opened as PDF', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await memoJourney(page, request, 'fr');
});
