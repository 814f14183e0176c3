import { expect, test } from '@playwright/test';
import { ACCOUNTS, sideNav, signIn } from './helpers';

test.describe('guards (spec §5 Access)', () => {
  test('a visitor who is not signed in is sent to / (and /fr in French), already by the server', async ({
    page,
    request,
  }) => {
    const response = await request.get('/backoffice/financial/invoices', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/');
    const french = await request.get('/fr/backoffice/dashboard', { maxRedirects: 0 });
    expect(french.headers().location).toBe('/fr');

    await page.goto('/backoffice/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-sign-in')).toBeVisible();
  });

  test('the cart tells a visitor to sign in first', async ({ page }) => {
    await page.goto('/backoffice/shopping-cart');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('You need to log in first to have access to the shopping cart!'),
    ).toBeVisible();

    await page.goto('/shopping-cart');
    await expect(page.getByTestId('cart-login-required')).toContainText(
      'You need to log in first to have access to the shopping cart!',
    );
  });

  test('a page whose authority the user lacks shows the authorization error', async ({ page }) => {
    await signIn(page, ACCOUNTS.customer);
    await page.goto('/backoffice/configuration');
    await expect(page).toHaveURL(/\/backoffice\/authorization-error$/);
    await expect(page.getByTestId('authorization-error')).toBeVisible();
    // Client-side navigation is guarded too, without asking the server for a document.
    await page.getByRole('link', { name: 'Back to my start page' }).click();
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/backoffice/seo'),
    );
    await expect(page).toHaveURL(/\/backoffice\/authorization-error$/);
    expect(documents).toEqual([]);
  });

  test('a read-only user may not open the cart, and the menu does not offer it', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer);
    await expect(sideNav(page).getByRole('link', { name: 'Invoices', exact: true })).toBeVisible();
    await expect(sideNav(page).getByRole('link', { name: 'Shopping cart', exact: true })).toHaveCount(0);
    await page.goto('/backoffice/shopping-cart');
    await expect(page).toHaveURL(/\/backoffice\/authorization-error$/);
  });

  test('a signed-in user opening /login goes to the back-office', async ({ page }) => {
    await signIn(page, ACCOUNTS.other);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
  });
});
