import { type Locator, type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady } from './helpers';

/**
 * Moves the focus with Tab (or Shift+Tab) until `target` has it, as a keyboard user does; fails if it never does
 * within `max` presses (a control the keyboard cannot reach).
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await target.evaluate((el) => el === document.activeElement).catch(() => false);
    if (focused) return;
  }
  throw new Error(`${String(target)} was not reached with ${back ? 'Shift+' : ''}Tab in ${max} presses`);
}

/**
 * The purchase journey with the keyboard alone — no click anywhere; addresses are typed into the browser.
 * A normal journey also meets no refused or failed call and no console error.
 */
test('a customer signs in, configures a ring, checks out and reaches the confirmation with the keyboard only', async ({
  page,
}) => {
  const troubles: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) troubles.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') troubles.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => troubles.push(`page error: ${error.message}`));
  const account = ACCOUNTS.customer;
  await page.goto('/login');
  await appReady(page);
  await tabTo(page, page.locator('input[name="email"]'));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/backoffice\//);
  await appReady(page);

  await page.goto('/product/ns-rg1028');
  await expect(page.locator('[data-hydrated]')).toBeVisible();
  const metal = page.getByTestId('metal-select');
  await tabTo(page, metal);
  // A native select takes the first letters of an option as typed.
  await page.keyboard.type('14K white');
  await expect(metal.locator('option:checked')).toHaveText('14K white gold');
  await expect(page.getByTestId('product-price')).not.toHaveAttribute('data-updating');
  await tabTo(page, page.getByTestId('add-to-cart'));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Added to your cart: Pavé Beaded Stack Ring$/).last()).toBeVisible();

  // Back up to the header's cart link.
  const cartLink = page.getByRole('link', { name: /^Cart: \d+ items$/ });
  await tabTo(page, cartLink, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByTestId('cart-line').filter({ hasText: '14K white gold' }).first()).toBeVisible();
  await appReady(page);
  await tabTo(page, page.getByTestId('go-to-checkout'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('billingAddress-city')).toHaveValue('New York');
  await appReady(page);

  // The saved addresses stand; a shipping method is chosen from its radio group with the keyboard.
  const method = page.getByTestId('shipping-method').first();
  await expect(method).toBeVisible();
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();

  const submit = page.getByTestId('submit-order');
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/shoppingCart\/submitOrder$/i.test(new URL(r.url()).pathname),
  );
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const { value } = (await (await answer).json()) as { value: { order_code: string } };
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${value.order_code}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
  await expect(page.getByTestId('order-item').first()).toContainText('14K white gold');
  expect(troubles).toEqual([]);
});
