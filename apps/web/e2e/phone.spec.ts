import { expect, test } from '@playwright/test';
import { ACCOUNTS, type Account, appReady, dataShown, sideNav, signIn } from './helpers';
import { pathsOf } from './pages-to-visit';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('a 360 px phone', () => {
  test('the storefront fits and its menu opens from the burger', async ({ page }) => {
    await page.goto('/');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Catalogue', exact: true })).toBeVisible();
    await expect(drawer.getByTestId('language-switcher')).toBeVisible();
  });

  test('the back-office fits and its navigation opens from the burger', async ({ page }) => {
    await signIn(page, ACCOUNTS.customer);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await sideNav(page).getByRole('link', { name: 'My profile', exact: true }).click();
    await expect(page).toHaveURL(/\/backoffice\/my-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test('the checkout keeps the total and the submit button in view, and fits', async ({ page }) => {
    await signIn(page, ACCOUNTS.customer);
    await page.goto('/product/ns-rg1028');
    await expect(page.locator('[data-hydrated]')).toBeVisible();
    await expect(page.getByTestId('product-price')).not.toHaveAttribute('data-updating');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByText(/^Added to your cart: /).last()).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByTestId('billingAddress-city')).toHaveValue('New York');
    const bar = page.getByTestId('checkout-phone-bar');
    await expect(bar).toBeInViewport();
    await expect(bar.getByTestId('submit-order-phone')).toBeInViewport();
    await expect(bar.getByTestId('checkout-phone-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    // Half-way down the form, still there.
    await page.getByTestId('checkout-po-number').scrollIntoViewIfNeeded();
    await expect(bar.getByTestId('submit-order-phone')).toBeInViewport();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

/** Who opens every page in French (the longer words), between them every page of both layouts. */
const READERS: { name: string; account: Account | null; layouts: ('frontend' | 'default')[] }[] = [
  { name: 'a visitor', account: null, layouts: ['frontend'] },
  { name: 'a customer', account: ACCOUNTS.customer, layouts: ['frontend', 'default'] },
  { name: 'an administrator', account: ACCOUNTS.admin, layouts: ['default'] },
];

test.describe('every page on a 360 px phone, in French', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const reader of READERS)
    test(`no page of ${reader.name} scrolls sideways`, async ({ page }) => {
      const paths = reader.layouts.flatMap(pathsOf);
      test.setTimeout(60_000 + paths.length * 6_000);
      if (reader.account) await signIn(page, reader.account, { lang: 'fr' });
      const wide: string[] = [];
      for (const path of paths) {
        await page.goto(`/fr${path === '/' ? '' : path}`);
        await appReady(page);
        await dataShown(page);
        // Wide tables scroll inside their own frame; the page itself never does.
        const extra = await overflow(page);
        if (extra > 0) wide.push(`${new URL(page.url()).pathname}: ${extra} px`);
      }
      expect(wide).toEqual([]);
    });
});
