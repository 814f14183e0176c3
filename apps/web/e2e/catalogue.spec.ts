import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';

/** The controls work once React has taken over the server-rendered page. */
const hydrated = (page: import('@playwright/test').Page) =>
  expect(page.locator('[data-hydrated]')).toBeVisible();

const resultCount = async (page: import('@playwright/test').Page) =>
  Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));

test.describe('storefront catalogue', () => {
  test('browses from the category tiles to a category, in English and in French', async ({ page }) => {
    await page.goto('/catalogue');
    await expect(page.getByTestId('featured-products').getByTestId('product-card').first()).toBeVisible();
    await page
      .getByTestId('category-tiles')
      .getByRole('link', { name: /^Rings/ })
      .click();
    await expect(page).toHaveURL(/\/catalogue\/rings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rings' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ products/);
    await expect(page.getByTestId('subcategories').getByRole('link', { name: 'Signet rings' })).toBeVisible();

    await page.goto('/fr/catalogue/rings');
    await expect(page.getByRole('heading', { level: 1, name: 'Bagues' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ produits/);
    await expect(page.getByTestId('product-card-price').first()).toHaveText(/\d,\d{2}\s\$US$/);
  });

  test('filters by two attributes and sorts, all kept in the URL', async ({ page }) => {
    await page.goto('/catalogue/rings');
    await hydrated(page);
    const all = await resultCount(page);

    await page.getByTestId('filter-METAL').getByRole('checkbox', { name: /^Gold/ }).check();
    await expect(page).toHaveURL(/f\.METAL=GOLD/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const gold = await resultCount(page);

    await page.getByTestId('filter-KARAT').getByRole('checkbox', { name: /^14K/ }).check();
    await expect(page).toHaveURL(/f\.METAL=GOLD&f\.KARAT=14|f\.KARAT=14&f\.METAL=GOLD/);
    await expect.poll(() => resultCount(page)).toBeLessThan(gold);
    const goldAnd14k = await resultCount(page);
    expect(goldAnd14k).toBeGreaterThan(0);

    await page.getByTestId('sort-select').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    // The new order arrives with the list's data: wait for it rather than read the previous list.
    const cardPrices = async () =>
      (await page.getByTestId('product-card-price').allInnerTexts()).map((p) =>
        Number(p.replace(/[^\d.]/g, '')),
      );
    await expect
      .poll(async () => {
        const values = await cardPrices();
        return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! >= v);
      })
      .toBe(true);

    // The shared link reproduces the view, rendered on the server.
    await page.reload();
    await expect(page.getByTestId('filter-METAL').getByRole('checkbox', { name: /^Gold/ })).toBeChecked();
    await expect(page.getByTestId('filter-KARAT').getByRole('checkbox', { name: /^14K/ })).toBeChecked();
    expect(await resultCount(page)).toBe(goldAnd14k);
  });

  test('a product follows the metal with its price and pictures', async ({ page }) => {
    await page.goto('/product/ns-rg1028');
    await hydrated(page);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Stackable rings' }),
    ).toBeVisible();
    const price = page.getByTestId('product-price');
    await expect(price).not.toHaveAttribute('data-updating');
    const before = await price.innerText();
    const picture = page.getByTestId('product-gallery').locator('img').first();
    const pictureBefore = await picture.getAttribute('src');

    await page.getByTestId('metal-select').selectOption({ label: '14K rose gold' });
    await expect(price).not.toHaveText(before);
    await expect(price).not.toHaveAttribute('data-updating');
    await expect(picture).not.toHaveAttribute('src', pictureBefore ?? '');
    await expect(picture).toHaveAttribute('srcset', /\?w=320 320w/);

    const rose = await price.innerText();
    await page.getByTestId('variant-options').getByRole('checkbox').first().check();
    await expect(price).not.toHaveText(rose);
    await expect(page.getByTestId('wishlist-sign-in')).toHaveAttribute('href', /\/login\?redirectTo=/);
  });

  test('a customer saves a configured piece to the wish list and finds it there', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-sign-in-prompt')).toBeVisible();

    await signIn(page, ACCOUNTS.customer);
    await page.goto('/product/ns-rg1028');
    await hydrated(page);
    await page.getByTestId('metal-select').selectOption({ label: 'Sterling silver' });
    await page.getByTestId('add-to-wishlist').click();
    await expect(page.getByText('Added to your wish list')).toBeVisible();
    await page.getByRole('link', { name: /^Wish list: \d+ items$/ }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    const item = page.getByTestId('wishlist-item').filter({ hasText: 'Sterling silver' }).first();
    await expect(item.getByRole('link', { name: 'Pavé Beaded Stack Ring' })).toHaveAttribute(
      'href',
      '/product/ns-rg1028',
    );
    const count = await page.getByTestId('wishlist-item').count();
    await item.getByTestId('wishlist-remove').click();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(count - 1);
  });

  test('the header menu lists the categories and the page links move through a category', async ({
    page,
  }) => {
    await page.goto('/catalogue/rings');
    // The menu's code arrives after the page: a click at any moment once the page answers clicks opens it (before
    // hydration the button is plain HTML; the menu replaces its placeholder button only when first opened, so that a
    // click is never split between the two buttons).
    await hydrated(page);
    await page.getByTestId('catalogue-menu').click();
    await expect(page.getByRole('menuitem', { name: 'All products' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'All products' })).toBeHidden();
    // A keyboard user is back on the button, and it opens the menu again.
    await expect(page.getByTestId('catalogue-menu')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'All products' })).toBeVisible();
    await page.keyboard.press('Escape');

    const paging = page.getByRole('navigation', { name: 'Pages of results' });
    await expect(paging.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const firstCard = await page.getByTestId('product-card').first().innerText();
    await paging.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(paging.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('product-card').first()).not.toHaveText(firstCard);
    await expect(paging.getByLabel('Next page')).toBeVisible();
  });

  test('on a phone the filters open in a drawer and filter the list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/fr/catalogue/rings');
    await hydrated(page);
    const all = await resultCount(page);
    await page.getByTestId('open-filters').click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await drawer.getByTestId('filter-METAL').getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/f\.METAL=/);
    await drawer.getByTestId('show-results').click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
  });

  test('the server-rendered HTML carries the SEO title, canonical and language alternates', async ({
    request,
    baseURL,
  }) => {
    const category = await (await request.get('/fr/catalogue/rings?f.METAL=GOLD')).text();
    expect(category).toContain('<title>Bagues | Northstar Customer Portal</title>');
    expect(category).toContain(`<link rel="canonical" href="${baseURL}/fr/catalogue/rings"/>`);
    expect(category).toMatch(
      new RegExp(`<link rel="alternate" hreflang="en" href="${baseURL}/catalogue/rings"/>`, 'i'),
    );
    expect(category).toMatch(
      new RegExp(`<link rel="alternate" hreflang="x-default" href="${baseURL}/catalogue/rings"/>`, 'i'),
    );
    expect(category).toMatch(/<meta name="description" content="Bagues [^"]+"/);

    const product = await (await request.get('/product/NS-RG1028')).text();
    expect(product).toContain('<title>Pavé Beaded Stack Ring | Northstar Customer Portal</title>');
    expect(product).toContain(`<link rel="canonical" href="${baseURL}/product/ns-rg1028"/>`);
    expect(product).toMatch(
      new RegExp(`<link rel="alternate" hreflang="fr" href="${baseURL}/fr/product/ns-rg1028"/>`, 'i'),
    );
    expect(product).toContain('data-testid="product-price"');

    expect((await request.get('/product/NO-SUCH-THING')).status()).toBe(404);
  });
});
