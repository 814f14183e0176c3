import { type Browser, type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, emptyCart, signIn } from './helpers';

/**
 * Buyers' approval limits: the demo buyer (an order limit of 1,000.00 at Aurora Jewelers) submits an order above it;
 * the order waits; the customer's administrator approves it (English, laptop) or declines it with a reason (French,
 * phone), and the buyer is told either way.
 */

const WORDS = {
  en: {
    waiting: 'Awaiting your administrator’s approval',
    add: 'Add to cart',
    added: '1 line added to the cart.',
    approve: 'Approve',
    decline: 'Decline',
    declineReason: 'Reason (the customer reads it)',
    approved: (code: string) => `${code} is approved and submitted`,
    declined: (code: string) => `${code} is declined`,
  },
  fr: {
    waiting: 'En attente de l’approbation de votre administrateur',
    add: 'Ajouter au panier',
    added: '1 ligne ajoutée au panier.',
    approve: 'Approuver',
    decline: 'Refuser',
    declineReason: 'Motif (le client le lira)',
    approved: (code: string) => `${code} est approuvée et transmise`,
    declined: (code: string) => `${code} est refusée`,
  },
} as const;

/** The buyer puts five rings in the cart by quick order and submits them: the order code the server gave. */
async function buyOverLimit(page: Page, lang: 'en' | 'fr') {
  const words = WORDS[lang];
  const prefix = lang === 'fr' ? '/fr' : '';
  await signIn(page, ACCOUNTS.buyer, { lang });
  await emptyCart(page, prefix);
  await page.goto(`${prefix}/backoffice/quick-order`);
  await appReady(page);
  await page.getByTestId('quick-order-lines').fill('NS-RG1001, 5, 14KY, 7');
  await page.getByRole('button', { name: words.add, exact: true }).click();
  await expect(page.getByTestId('quick-order-result').getByRole('status')).toContainText(words.added);
  await page.goto(`${prefix}/checkout`);
  await appReady(page);
  const method = page.getByTestId('shipping-method').first();
  await expect(method).toBeVisible();
  await method.click();
  await page.getByTestId('checkout-po-number').fill(`PO-LIMIT-${lang}`);
  await page.getByTestId('submit-order').click();
  // The confirmation says what the order waits on.
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation.getByTestId('order-waiting')).toContainText(words.waiting);
  return (await confirmation.getAttribute('data-code'))!;
}

/** The customer's administrator, in a browser of its own, finds the order among those awaiting approval. */
async function openAwaiting(
  browser: Browser,
  viewport: { width: number; height: number },
  lang: 'en' | 'fr',
  code: string,
) {
  const page = await browser.newPage({ viewport });
  await signIn(page, ACCOUNTS.customer, { lang });
  await page.goto(`${lang === 'fr' ? '/fr' : ''}/backoffice/orders-awaiting-approval`);
  await appReady(page);
  const row = page.getByTestId('held-order-row').filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row).toContainText(ACCOUNTS.buyer.name);
  return { page, row };
}

test('a buyer over its limit submits; its administrator approves the order (en, 1366 px)', async ({
  page: buyer,
  browser,
}) => {
  const viewport = { width: 1366, height: 900 };
  await buyer.setViewportSize(viewport);
  const code = await buyOverLimit(buyer, 'en');
  const { page, row } = await openAwaiting(browser, viewport, 'en', code);
  await row.getByRole('button', { name: WORDS.en.approve }).click();
  // Approved and submitted, or, when the account's credit cannot take it, kept on credit hold with that message.
  await expect(
    page
      .getByText(WORDS.en.approved(code))
      .or(page.getByText(/credit hold/))
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('held-order-row').filter({ hasText: code })).toHaveCount(0);
});

test('an administrator declines a buyer’s order above its limit with a reason (fr, 360 px)', async ({
  page: buyer,
  browser,
}) => {
  const viewport = { width: 360, height: 780 };
  await buyer.setViewportSize(viewport);
  const code = await buyOverLimit(buyer, 'fr');
  const { page, row } = await openAwaiting(browser, viewport, 'fr', code);
  await row.getByRole('button', { name: WORDS.fr.decline }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: WORDS.fr.decline }).click();
  await expect(dialog.getByText('Un motif est obligatoire')).toBeVisible();
  await dialog.getByLabel(WORDS.fr.declineReason).fill('Trop de bagues ce mois-ci');
  await dialog.getByRole('button', { name: WORDS.fr.decline }).click();
  await expect(page.getByText(WORDS.fr.declined(code))).toBeVisible();
  await expect(page.getByTestId('held-order-row').filter({ hasText: code })).toHaveCount(0);
});
