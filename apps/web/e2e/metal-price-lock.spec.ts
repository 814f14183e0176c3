import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, addToCart, appReady, emptyCart, signIn } from './helpers';

/** Staff move the gold price as the back-office does: POST /Metals/master-alloy-price (seeded at $2,650.00/oz t). */
async function setGoldPrice(request: APIRequestContext, pricePerOunce: number) {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const set = await request.post('/api/Metals/master-alloy-price', {
    data: { code: 'GOLD', pricePerOunce },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(set.status()).toBe(200);
}

const WORDS = {
  en: {
    prefix: '',
    added: /^Added to your cart: Pavé Beaded Stack Ring$/,
    held: 'Metal price locked',
    basisLocked: /^Locked metal price: Gold, price set by staff on .+: \$2,650\.00\/oz t/,
    basis: /^Metal price: Gold/,
  },
  fr: {
    prefix: '/fr',
    added: /^Article ajouté à votre panier : Bagues empilables « Pavé »$/,
    held: 'Prix du métal bloqué',
    basisLocked: /^Prix du métal bloqué : Or, prix fixé par nos soins le .+ : 2.650,00.\$US\/oz t/,
    basis: /^Prix du métal : Or/,
  },
} as const;

async function shot(page: Page, name: string) {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/metal-lock-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe('metal price lock', () => {
  test.afterAll(async ({ request }) => setGoldPrice(request, 2650));

  for (const lang of ['en', 'fr'] as const) {
    test(`a customer locks the metal price, the gold price rises, the cart keeps the locked price and is ordered (${lang})`, async ({
      page,
      request,
    }) => {
      const words = WORDS[lang];
      await setGoldPrice(request, 2650);
      await signIn(page, ACCOUNTS.customer, { lang });
      await emptyCart(page, words.prefix);
      await addToCart(
        page,
        `${words.prefix}/product/ns-rg1028`,
        lang === 'en' ? '14K yellow gold' : 'Or jaune 14 carats',
        words.added,
      );
      await page.goto(`${words.prefix}/shopping-cart`);
      await appReady(page);
      const line = page.getByTestId('cart-line');
      await expect(line.getByTestId('cart-line-basis')).toHaveText(words.basis);
      const price = await line.getByTestId('cart-line-price').innerText();

      await page.getByTestId('metal-lock-action').click();
      const lock = page.getByTestId('metal-lock');
      await expect(lock.getByRole('heading', { name: words.held })).toBeVisible();
      await expect(lock.getByTestId('metal-lock-until')).toContainText(lang === 'en' ? 'left' : 'encore');
      await expect(line.getByTestId('cart-line-basis')).toHaveText(words.basisLocked);
      await shot(page, lang);

      // The market moves: without the lock the line would be re-priced and the cart would say so.
      await setGoldPrice(request, lang === 'en' ? 3400 : 3500);
      await page.reload();
      await appReady(page);
      await expect(lock.getByRole('heading', { name: words.held })).toBeVisible();
      await expect(line.getByTestId('cart-line-price')).toHaveText(price);
      await expect(page.getByTestId('repricing-notice')).toHaveCount(0);
      const lineTotal = await line.getByTestId('cart-line-total').innerText();

      await page.getByTestId('go-to-checkout').click();
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/checkout$`));
      await expect(page.getByTestId('billingAddress-city')).toHaveValue('New York');
      const method = page.getByTestId('shipping-method').first();
      await expect(method).toBeVisible();
      await method.click();
      await expect(page.getByTestId('repricing-notice')).toHaveCount(0);
      const answer = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' && /\/shoppingCart\/submitOrder$/i.test(new URL(r.url()).pathname),
      );
      await page.getByTestId('submit-order').click();
      const { value } = (await (await answer).json()) as { value: { order_code: string } };
      await expect(page).toHaveURL(new RegExp(`${words.prefix}/order-confirmation/${value.order_code}$`));
      const confirmation = page.getByTestId('order-confirmation');
      // The order's line is at the locked price, whatever gold did since.
      await expect(confirmation.getByTestId('order-item')).toContainText(lineTotal);
    });
  }

  test('staff set a customer’s own lock window and limit on the customer’s page', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/users');
    await appReady(page);
    await page.getByTestId('customer-grid-search').fill('C1001');
    await expect(page.getByTestId('customer-grid-row')).toHaveCount(1);
    await page.getByTestId('customer-grid-row').getByRole('button', { name: 'C1001' }).click();
    const terms = page.getByTestId('customer-metal-terms');
    await expect(terms.getByRole('heading', { name: 'Metal price locks' })).toBeVisible();
    await terms.getByTestId('metal-terms-hours').fill('72');
    await terms.getByTestId('metal-terms-cap').fill('300');
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && /\/customer-metal-terms\/\d+$/.test(new URL(r.url()).pathname),
    );
    await terms.getByTestId('metal-terms-save').click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await appReady(page);
    await page.getByTestId('customer-grid-search').fill('C1001');
    await expect(page.getByTestId('customer-grid-row')).toHaveCount(1);
    await page.getByTestId('customer-grid-row').getByRole('button', { name: 'C1001' }).click();
    await expect(terms.getByTestId('metal-terms-hours')).toHaveValue('72');
    await expect(terms.getByTestId('metal-terms-cap')).toHaveValue('300');
    await shot(page, 'staff');
    // Back to the general settings, for the journeys that follow.
    await terms.getByTestId('metal-terms-hours').fill('');
    await terms.getByTestId('metal-terms-cap').fill('');
    const cleared = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && /\/customer-metal-terms\/\d+$/.test(new URL(r.url()).pathname),
    );
    await terms.getByTestId('metal-terms-save').click();
    expect((await cleared).status()).toBe(200);
  });
});
