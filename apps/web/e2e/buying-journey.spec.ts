import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, appReady, emptyCart, signIn } from './helpers';

/** Each journey in English and French, on a phone and on a laptop. */
const SCREENS = [
  { lang: 'en', width: 1366 },
  { lang: 'fr', width: 360 },
  { lang: 'en', width: 360 },
  { lang: 'fr', width: 1366 },
] as const;

const TEXT = {
  en: {
    added: 'Added to your cart',
    fingerprintOf: 'Fingerprint of Eleanor Whitfield',
    deceased: 'Name of the deceased: Eleanor Whitfield',
    saved: 'saved successfully',
    draft: 'Draft',
    configure: /^Configure /,
  },
  fr: {
    added: 'Article ajouté à votre panier',
    fingerprintOf: 'Empreinte de Eleanor Whitfield',
    deceased: 'Nom du défunt : Eleanor Whitfield',
    saved: 'enregistré',
    draft: 'Brouillon',
    configure: /^Configurer /,
  },
} as const;

const prefixOf = (lang: 'en' | 'fr') => (lang === 'fr' ? '/fr' : '');
const fits = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post('/api/auth/portal-login', { data: account });
  return ((await answer.json()) as { token: string }).token;
}

async function firstProductOf(request: APIRequestContext, categoryCode: string) {
  const category = (await (await request.get(`/api/productCategories/categoryCode/${categoryCode}`)).json())
    .value as { id: number };
  const page = await request.get(`/api/productCategories/products?categoryId=${category.id}&pageSize=1`);
  return (await page.json()).value.items[0] as { id: number; code: string; name: string };
}

for (const { lang, width } of SCREENS) {
  const text = TEXT[lang];
  const prefix = prefixOf(lang);

  test.describe(`${lang} at ${width}px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('a memorial piece ordered from the decedent keeps its print in the cart and the checkout', async ({
      page,
    }) => {
      await signIn(page, ACCOUNTS.other, { lang });
      await emptyCart(page, prefix);
      await page.goto(`${prefix}/backoffice/decedents`);
      await appReady(page);
      await page.getByTestId('decedent-search').fill('Whitfield');
      // The list is filtered once the search has been applied: a click on the unfiltered list could land on a card that
      // the filtered one replaces under the pointer.
      await expect(page.getByTestId('open-decedent').filter({ visible: true })).toHaveCount(1);
      await page
        .getByTestId('open-decedent')
        .filter({ visible: true, hasText: 'Eleanor Whitfield' })
        .first()
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.getByTestId('fingerprint').first().getByTestId('order-memorial-piece').click();

      // The memorial pieces, with the print chosen.
      await expect(page).toHaveURL(/\/configurator\?print=\d+&decedent=\d+$/);
      await expect(page.getByTestId('memorial-picker')).toContainText('Eleanor Whitfield');
      // The piece's card leads to its configurator with the print too, like its "Configure" link.
      await expect(
        page.getByTestId('configurator-picker').getByTestId('product-card').first().getByRole('link'),
      ).toHaveAttribute('href', /\/configurator\/[^?]+\?print=\d+&decedent=\d+$/);
      await page
        .getByTestId('configurator-picker')
        .getByRole('link', { name: text.configure })
        .first()
        .click();
      await expect(page).toHaveURL(/\/configurator\/[^?]+\?print=\d+&decedent=\d+$/);
      await expect(page.locator('[data-hydrated]')).toBeVisible();
      await expect(page.getByTestId('configurator-memorial-print')).toContainText(text.fingerprintOf);
      await expect(page.getByTestId('use-fingerprint')).toHaveCount(0);
      await fits(page, width);
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByText(text.added).last()).toBeVisible();

      // The cart line shows the decedent and the print; the checkout answers the name of the deceased from it.
      await page.goto(`${prefix}/shopping-cart`);
      const memorial = page.getByTestId('cart-line-memorial').first();
      await expect(memorial).toContainText(text.fingerprintOf);
      await expect(memorial.getByRole('img')).toHaveJSProperty('complete', true);
      expect(
        await memorial.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      await fits(page, width);
      await page.goto(`${prefix}/checkout`);
      await appReady(page);
      await expect(page.getByTestId('order-question-DECEDENT_NAME-given')).toHaveText(text.deceased);
      await expect(page.getByTestId('order-question-DECEDENT_NAME')).toHaveCount(0);
      await fits(page, width);
    });

    test('an estimate is saved, reopened and sent to the workshop', async ({ page }) => {
      const name = `Resize ${lang}${width} ${Date.now().toString(36)}`;
      await signIn(page, ACCOUNTS.customer, { lang });
      await page.goto(`${prefix}/backoffice/order-creation/estimate`);
      await appReady(page);
      await page.getByTestId('estimate-services').getByRole('checkbox').first().check();
      await page.getByTestId('estimate-name').fill(name);
      const piece = page.getByTestId('estimate-piece');
      await piece.fill('band');
      await page.getByRole('option').first().click();
      await page.getByTestId('estimate-save').click();
      await expect(page.getByText(text.saved, { exact: false }).last()).toBeVisible();
      await expect(page).toHaveURL(/\/order-creation\/estimate\?estimate=\d+$/);
      const row = page.getByTestId('saved-estimate').filter({ hasText: name });
      await expect(row).toContainText(text.draft);
      await fits(page, width);

      // Reopened from the list after starting a new one: the choices come back.
      await page.getByTestId('estimate-reset').click();
      await expect(page).toHaveURL(/\/order-creation\/estimate$/);
      await expect(page.getByTestId('estimate-name')).toHaveValue('');
      await row.getByRole('link', { name }).click();
      await expect(page.getByTestId('estimate-name')).toHaveValue(name);
      await expect(page.getByTestId('estimate-services').getByRole('checkbox').first()).toBeChecked();

      // Sent: as a price quote in one language, as a custom order in the other; then read-only, with its link.
      const asQuote = lang === 'en';
      await page.getByTestId(asQuote ? 'estimate-send-quote' : 'estimate-send-job').click();
      const sent = page.getByTestId('estimate-sent');
      await expect(sent).toBeVisible();
      const code = (await sent.getByTestId('estimate-sent-link').textContent()) ?? '';
      expect(code).toMatch(asQuote ? /^PQ-\d+$/ : /^JO-\d+$/);
      await expect(row).toContainText(code);
      await expect(page.getByTestId('estimate-save')).toHaveCount(0);
      await expect(row.getByTestId('saved-estimate-delete')).toHaveCount(0);
      await sent.getByTestId('estimate-sent-link').click();
      await expect(page).toHaveURL(
        asQuote ? /\/status-tracking\/quotes\?id=\d+$/ : /\/order-creation\/custom-order\/\d+$/,
      );
    });

    test('a draft estimate is deleted from the list', async ({ page }) => {
      const name = `Polish ${lang}${width} ${Date.now().toString(36)}`;
      await signIn(page, ACCOUNTS.customer, { lang });
      await page.goto(`${prefix}/backoffice/order-creation/estimate`);
      await appReady(page);
      await page.getByTestId('estimate-services').getByRole('checkbox').first().check();
      await page.getByTestId('estimate-name').fill(name);
      await page.getByTestId('estimate-save').click();
      const row = page.getByTestId('saved-estimate').filter({ hasText: name });
      await expect(row).toBeVisible();
      await row.getByTestId('saved-estimate-delete').click();
      await page.getByTestId('saved-estimate-delete-confirm').click();
      await expect(row).toHaveCount(0);
    });

    test('Add to cart on the back-office product page and in the wish list', async ({ page, request }) => {
      const token = await tokenOf(request, ACCOUNTS.customer);
      // A chain: a ring already in the cart in the same size would be questioned first (spec §5 Same ring size).
      const product = await firstProductOf(request, 'CHAINS');
      await request.post('/api/wishlists/addtowishlist', {
        data: { itemTypeID: product.id },
        headers: { authorization: `Bearer ${token}` },
      });

      await signIn(page, ACCOUNTS.customer, { lang });
      await page.goto(`${prefix}/backoffice/product/${product.id}`);
      await appReady(page);
      await page.getByTestId('configurator-quantity').fill('2');
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByText(text.added).last()).toBeVisible();
      await fits(page, width);

      await page.goto(`${prefix}/wishlist`);
      await appReady(page);
      // Found by its link: the name is in the page's language.
      const item = page
        .getByTestId('wishlist-item')
        .filter({ has: page.locator(`a[href$="/product/${product.code.toLowerCase()}"]`) })
        .first();
      await item.getByTestId('add-to-cart').click();
      await expect(page.getByText(text.added).last()).toBeVisible();
      await fits(page, width);
    });
  });
}

test('a read-only user is offered no Add to cart in the wish list', async ({ page, request }) => {
  const token = await tokenOf(request, ACCOUNTS.viewer);
  const product = await firstProductOf(request, 'CHAINS');
  const saved = await request.post('/api/wishlists/addtowishlist', {
    data: { itemTypeID: product.id },
    headers: { authorization: `Bearer ${token}` },
  });
  test.skip(!saved.ok(), 'the read-only demo user keeps no wish list');
  await signIn(page, ACCOUNTS.viewer);
  await page.goto('/wishlist');
  await appReady(page);
  await expect(page.getByTestId('wishlist-item').first()).toBeVisible();
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
});
