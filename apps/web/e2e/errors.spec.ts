import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';

test.describe('error pages', () => {
  test('an unknown page answers 404 in the storefront layout', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^404 Not Found/);
    await expect(page.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
  });

  test('the French catch-all answers in French', async ({ page }) => {
    const response = await page.goto('/fr/page-inexistante');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('Cette page est introuvable');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a page validation failure gives the 404 page, inside the back-office', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    const response = await page.goto('/backoffice/product/not-a-number');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
    await expect(page.getByTestId('user-menu')).toBeVisible();

    const tab = await page.goto('/backoffice/status-tracking/job-orders?tab=bogus');
    expect(tab?.status()).toBe(404);
    await page.goto('/backoffice/status-tracking/job-orders?tab=closed');
    await expect(page.getByRole('tab', { name: 'Closed' })).toHaveAttribute('aria-selected', 'true');
  });

  test('another error reads "An error occurred" with its status', async ({ page }) => {
    await page.goto('/');
    // The next navigation's data request fails on the server side.
    await page.route('**/contact-us.data*', (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
    await expect(page.getByTestId('error-message')).toContainText('500');
  });

  test('a route chunk that fails to load reloads the page, and the next try works', async ({ page }) => {
    await page.goto('/');
    let blocked = 0;
    await page.route(/\/assets\/contact-us-[^/]+\.js$/, async (route) => {
      if (blocked++ === 0) return route.abort();
      return route.continue();
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await reloaded;
    expect(blocked).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });
});
