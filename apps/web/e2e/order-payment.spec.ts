import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, addToCart, appReady, emptyCart, signIn, typeNewCard } from './helpers';

interface OrderPaymentAnswer {
  order?: { order_code: string; jobTypeCode: 'JO' | 'SO' | 'PQ' };
  invoices: { orderCode: string; invoiceCode: string }[];
  payment: { status: string; cardLabel: string | null } | null;
}

const LIST_OF_KIND = { JO: 'job-orders', SO: 'sales-orders' } as const;

/**
 * The checkout of what is in the cart, to the customer's saved addresses and the first shipping method; the funeral
 * home is asked for the name of the deceased on every order.
 */
async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await appReady(page);
  await expect(page.getByTestId('billingAddress-city')).not.toHaveValue('');
  const method = page.getByTestId('shipping-method').first();
  await expect(method).toBeVisible();
  await method.click();
  await page.getByRole('textbox', { name: 'Name of the deceased' }).fill('Margaret Ellis');
}

/** The answer of the call the click sends, once it came back. */
async function answerOf<T = OrderPaymentAnswer>(page: Page, path: RegExp, click: () => Promise<void>) {
  const response = page.waitForResponse(
    (r) => r.request().method() === 'POST' && path.test(new URL(r.url()).pathname),
  );
  await click();
  return ((await (await response).json()) as { value: T }).value;
}

test('a customer pays its order by card at checkout, then pays a later order from its list', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.other);
  // The user's cart is the same in every browser: what an earlier journey left in it is not this order's.
  await emptyCart(page);
  await addToCart(
    page,
    '/product/ns-rg1028',
    '14K yellow gold',
    /^Added to your cart: Pavé Beaded Stack Ring$/,
  );
  await openCheckout(page);

  // Paying later is the default; paying now asks for a card and says how the order is charged.
  await expect(page.getByTestId('checkout-pay-later')).toBeChecked();
  await page.getByTestId('checkout-pay-now').check();
  await expect(page.getByTestId('submit-order')).toHaveText('Place the order and pay');
  await typeNewCard(page, 'Owen Bell');
  const paid = await answerOf(page, /\/payment\/createorderandpay$/i, () =>
    page.getByTestId('submit-order').click(),
  );
  const code = paid.order!.order_code;
  expect(paid.payment?.status).toBe('succeeded');
  expect(paid.payment?.cardLabel).toContain('1111');
  await expect(page.getByText(`${code} - created successfully!`, { exact: true })).toBeVisible();
  await expect(page.getByText(/PAY-\d+ - \$[\d,.]+ paid successfully!/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${code}$`));

  // The order's invoice is paid in full.
  await page.goto(`/backoffice/financial/invoices?q=${encodeURIComponent(paid.invoices[0]!.invoiceCode)}`);
  await appReady(page);
  const invoice = page.locator(
    `[data-testid="invoice-grid-row"][data-number="${paid.invoices[0]!.invoiceCode}"]`,
  );
  await expect(invoice).toContainText('$0.00');

  // A second order, submitted to pay later, is paid from its list.
  await addToCart(
    page,
    '/product/ns-rg1028',
    '14K white gold',
    /^Added to your cart: Pavé Beaded Stack Ring$/,
  );
  await openCheckout(page);
  const later = await answerOf<{ order_code: string }>(page, /\/shoppingCart\/submitOrder$/i, () =>
    page.getByTestId('submit-order').click(),
  );
  const laterCode = later.order_code;
  await expect(page.getByText(`${laterCode} - created successfully!`, { exact: true })).toBeVisible();
  const kind = laterCode.slice(0, 2) as 'JO' | 'SO';
  await page.goto(`/backoffice/status-tracking/${LIST_OF_KIND[kind]}?tab=new`);
  await appReady(page);
  await page.getByRole('checkbox', { name: `Select ${laterCode}` }).check();
  await page.getByTestId('bulk-pay').click();
  const dialog = page.getByTestId('pay-orders-dialog');
  await expect(dialog.getByTestId('pay-order-line')).toContainText(laterCode);
  await typeNewCard(page, 'Owen Bell');
  const paidLater = await answerOf(page, /\/payment\/insertOrdersAndPay$/i, () =>
    dialog.getByTestId('pay-orders-submit').click(),
  );
  expect(paidLater.payment?.status).toBe('succeeded');
  expect(paidLater.invoices.map((i) => i.orderCode)).toEqual([laterCode]);
  await expect(page.getByText(/PAY-\d+ - \$[\d,.]+ paid successfully!/).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('bulk-bar')).toHaveCount(0);
});

/** The checkout's "pay now" with the customer's credits, in the page's language. */
const CREDIT_WORDS = {
  en: {
    prefix: '',
    credits: '20.00',
    rest: /^To pay by card: \$[\d,]+\.\d\d$/,
    tooMuch: /^At most the available credits, \$[\d,]+\.\d\d$/,
    paid: /^PAY-\d+ - \$[\d,]+\.\d\d paid successfully, with \$20\.00 of credits!$/,
  },
  fr: {
    prefix: '/fr',
    credits: '20,00',
    rest: /^À payer par carte : [\d\s\u202f]+,\d\d\s\$US$/,
    tooMuch: /^Au plus les crédits disponibles, [\d\s\u202f]+,\d\d\s\$US$/,
    paid: /^PAY-\d+ - [\d\s\u202f]+,\d\d\s\$US payé avec succès, avec 20,00\s\$US de crédits !$/,
  },
} as const;

for (const lang of ['en', 'fr'] as const)
  test(`${lang}: a customer pays part of its new order with its credits and the rest by card at checkout`, async ({
    page,
    request,
  }) => {
    const words = CREDIT_WORDS[lang];
    await signIn(page, ACCOUNTS.customer, { lang });
    await emptyCart(page, words.prefix);
    await addToCart(
      page,
      '/product/ns-rg1028',
      '14K yellow gold',
      /^Added to your cart: Pavé Beaded Stack Ring$/,
    );
    await page.goto(`${words.prefix}/checkout`);
    await appReady(page);
    await expect(page.getByTestId('billingAddress-city')).not.toHaveValue('');
    await page.getByTestId('shipping-method').first().click();

    // Credits are applied only when asked; then as much as is useful, the card paying the rest.
    await page.getByTestId('checkout-pay-now').check();
    const credits = page.getByTestId('pay-credit-amount');
    await expect(credits).toHaveCount(0);
    await page.getByTestId('checkout-use-credits').check();
    await credits.fill('999999');
    await expect(page.getByText(words.tooMuch)).toBeVisible();
    await credits.fill(words.credits);
    await expect(page.getByTestId('pay-card-rest')).toHaveText(words.rest);
    await typeNewCard(page, 'Claire Dupont');
    const paid = await answerOf<OrderPaymentAnswer & { payment: { creditAmount: number; amount: number } }>(
      page,
      /\/payment\/createorderandpay$/i,
      () => page.getByTestId('submit-order').click(),
    );
    expect(paid.payment).toMatchObject({ status: 'succeeded', creditAmount: 20 });
    await expect(page.getByText(words.paid)).toBeVisible();
    const code = paid.order!.order_code;
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${code}$`));

    // The order's invoice is paid in full: credits and card together.
    const login = await request.post('/api/auth/portal-login', {
      data: { email: ACCOUNTS.customer.email, password: ACCOUNTS.customer.password },
    });
    const token = ((await login.json()) as { token: string }).token;
    const filters = encodeURIComponent(JSON.stringify({ number: paid.invoices[0]!.invoiceCode }));
    const listed = await request.get(`/api/invoices?filters=${filters}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const invoice = ((await listed.json()) as { value: { items: { balance: number; total: number }[] } })
      .value.items[0]!;
    expect(invoice.balance).toBe(0);
    expect(paid.payment!.amount + 20).toBeCloseTo(invoice.total, 2);
  });
