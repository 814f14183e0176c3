import { expect, test } from '@playwright/test';
import { ACCOUNTS, sideNav, signIn } from './helpers';

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
