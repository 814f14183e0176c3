import { type Locator, expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  addToCart,
  appReady,
  demoOutbox,
  emptyCart,
  pickCustomer,
  signIn,
  submitOrder,
} from './helpers';

/** The amount of a money text in either language: "$1,234.50" and "1 234,50 $US" are both 1234.5. */
const amountOf = async (locator: Locator) => {
  const text = (await locator.innerText()).replace(/[^\d.,]/g, '');
  const decimal = text.at(-3);
  return Number(decimal === ',' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, ''));
};

test.describe('shopping cart and checkout', () => {
  test('a customer adds a piece, changes the quantity, checks out and lands on the order confirmation', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.customer);
    await emptyCart(page);
    await addToCart(
      page,
      '/product/ns-rg1028',
      '14K yellow gold',
      /^Added to your cart: Pavé Beaded Stack Ring$/,
    );
    // The header counter follows.
    await page.getByRole('link', { name: 'Cart: 1 items' }).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();

    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('14K yellow gold');
    const unit = await amountOf(line.getByTestId('cart-line-price'));
    await line.getByTestId('cart-line-quantity').fill('3');
    await expect(line.getByTestId('cart-line-total')).toHaveText(
      `$${(unit * 3).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    await expect(page.getByTestId('cart-subtotal')).toHaveText(
      await line.getByTestId('cart-line-total').innerText(),
    );
    await expect(page.getByRole('link', { name: 'Cart: 3 items' })).toBeVisible();

    await page.getByTestId('go-to-checkout').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    // The addresses come from the customer's saved ones; the parcel goes to another one, typed here.
    await expect(page.getByTestId('billingAddress-city')).toHaveValue('New York');
    await page.getByTestId('use-different-shipping').check();
    const shipping = page.getByTestId('shippingAddress-fieldset');
    await expect(page.getByTestId('shippingAddress-address1')).toHaveValue('580 Fifth Avenue');
    await page.getByTestId('shippingAddress-name').fill('');
    await page.getByTestId('shippingAddress-email').fill('claire@');
    await page.getByTestId('submit-order').click();
    await expect(shipping.getByText('Name is required')).toBeVisible();
    await expect(shipping.getByText('E-mail must be valid')).toBeVisible();
    await expect(page.getByTestId('shippingAddress-name')).toBeFocused();

    await page.getByTestId('shippingAddress-name').fill('Claire Dupont');
    await page.getByTestId('shippingAddress-address1').fill('200 Bay Street');
    await page.getByTestId('shippingAddress-address2').fill('');
    await page.getByTestId('shippingAddress-city').fill('Toronto');
    await page.getByTestId('shippingAddress-zip').fill('M5J 2J1');
    // spec §4: another country narrows the states to its own and clears the chosen one.
    await page.getByTestId('shippingAddress-country').selectOption({ label: 'Canada' });
    await expect(page.getByTestId('shippingAddress-state')).toHaveValue('');
    await expect(shipping.getByText('State is required')).toBeVisible();
    await expect(
      page.getByTestId('shippingAddress-state').getByRole('option', { name: 'Ontario' }),
    ).toHaveCount(1);
    await expect(
      page.getByTestId('shippingAddress-state').getByRole('option', { name: 'New York' }),
    ).toHaveCount(0);
    await page.getByTestId('shippingAddress-state').selectOption({ label: 'Ontario' });
    await page.getByTestId('shippingAddress-email').fill('claire@aurora.test');
    await expect(shipping.getByText('E-mail must be valid')).toHaveCount(0);

    // The methods that deliver to Ontario, with their prices; the choice is priced on the cart.
    const method = page.getByTestId('shipping-method').first();
    await expect(method).toBeVisible();
    const methodPrice = await method.getByTestId('shipping-method-price').innerText();
    await method.click();
    await expect(page.getByTestId('cart-shipping')).toHaveText(
      methodPrice === 'Free' ? '$0.00' : methodPrice,
    );

    await page.getByTestId('checkout-po-number').fill('PO-E2E-1');
    await page.getByTestId('checkout-notes').fill('Please ship in one parcel.');
    const grandTotal = await page.getByTestId('cart-grand-total').innerText();
    const code = await submitOrder(page, page.getByTestId('submit-order'), /\/shoppingCart\/submitOrder$/i);

    // spec §1: the order confirmation, with the code, the kind, the piece, the totals and the parcel's address.
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${code}$`));
    const confirmation = page.getByTestId('order-confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
    await expect(confirmation.getByTestId('order-confirmation-code')).toHaveText(code);
    const kind = { JO: 'job order', SO: 'sales order', PQ: 'price quote' }[code.slice(0, 2)]!;
    await expect(confirmation.getByTestId('order-confirmation-kind')).toHaveText(kind);
    await expect(confirmation.getByTestId('order-confirmation-received')).toHaveText(
      `Your ${kind} ${code} was received. You will get a confirmation by e-mail.`,
    );
    await expect(confirmation.getByTestId('order-item')).toHaveCount(1);
    await expect(confirmation.getByTestId('order-item')).toContainText('Pavé Beaded Stack Ring');
    await expect(confirmation.getByTestId('order-item')).toContainText('14K yellow gold');
    await expect(confirmation.getByTestId('order-grand-total')).toHaveText(grandTotal);
    await expect(confirmation.getByTestId('order-po')).toHaveText('PO-E2E-1');
    await expect(confirmation.getByText('200 Bay Street')).toBeVisible();

    // "Track this order" opens it in the list of its kind, on tab new; the drawer leads back to the confirmation.
    await appReady(page);
    await page.getByTestId('order-confirmation-track').click();
    await expect(page).toHaveURL(
      /\/backoffice\/status-tracking\/(job-orders|sales-orders|quotes)\?tab=new&id=\d+$/,
    );
    await expect(page.getByTestId('order-detail-code')).toHaveText(code);
    await page.getByTestId('order-confirmation-link').click();
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${code}$`));

    // spec §4: the cart is cleared.
    await page.goto('/shopping-cart');
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  });

  test('an order shipped to France shows VAT and shipping, is found on the new tab and confirmed by e-mail', async ({
    page,
    request,
  }) => {
    await signIn(page, ACCOUNTS.customer);
    await emptyCart(page);
    await addToCart(
      page,
      '/product/ns-rg1028',
      '14K white gold',
      /^Added to your cart: Pavé Beaded Stack Ring$/,
    );
    await page.getByRole('link', { name: 'Cart: 1 items' }).click();
    await page.getByTestId('go-to-checkout').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('billingAddress-city')).toHaveValue('New York');
    await page.getByTestId('use-different-shipping').check();
    await page.getByTestId('shippingAddress-name').fill('Maison Lefèvre');
    await page.getByTestId('shippingAddress-address1').fill('12 rue de la Paix');
    await page.getByTestId('shippingAddress-address2').fill('');
    await page.getByTestId('shippingAddress-city').fill('Paris');
    await page.getByTestId('shippingAddress-zip').fill('75002');
    await page.getByTestId('shippingAddress-country').selectOption({ label: 'France' });
    await expect(
      page.getByTestId('shippingAddress-state').getByRole('option', { name: 'Île-de-France' }),
    ).toHaveCount(1);
    await page.getByTestId('shippingAddress-state').selectOption({ label: 'Île-de-France' });
    const method = page.getByTestId('shipping-method').first();
    await expect(method).toBeVisible();
    await method.click();
    // French VAT (20 %) on what is left after any discount; shipping priced for the parcel to Paris.
    const subtotal = await amountOf(page.getByTestId('cart-subtotal'));
    const discountShown = (await page.getByTestId('cart-discount').count()) > 0;
    const discount = discountShown ? await amountOf(page.getByTestId('cart-discount')) : 0;
    await expect
      .poll(async () => amountOf(page.getByTestId('cart-tax')))
      .toBeCloseTo(Math.round((subtotal - discount) * 20) / 100, 1);
    // The chosen method's price reaches the totals once the cart is repriced: waited for, not read once.
    await expect.poll(async () => amountOf(page.getByTestId('cart-shipping'))).toBeGreaterThan(0);

    const code = await submitOrder(page, page.getByTestId('submit-order'), /\/shoppingCart\/submitOrder$/i);
    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${code}$`));
    // Printed as the French post writes it: the postcode and town, the region, then the country on its own line.
    await expect(page.getByText(/^\d{5} Paris, Île-de-France$/)).toBeVisible();
    await expect(page.getByText('France', { exact: true }).first()).toBeVisible();
    await appReady(page);
    await page.getByTestId('order-confirmation-track').click();
    await expect(page).toHaveURL(/\?tab=new&id=\d+$/);
    await expect(page.locator(`[data-testid="order-row"][data-code="${code}"]`)).toBeVisible();
    // The confirmation e-mail (kept in the outbox without SMTP, as /dev-help shows an administrator in demo mode).
    const outbox = await demoOutbox(request);
    expect(outbox.map((m) => m.subject)).toContain(`We received your order ${code}`);
  });

  test('staff build a cart for a customer and order on their behalf from the back-office', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    await emptyCart(page);
    await addToCart(page, '/product/ns-rg1028', '14K yellow gold', /^Added to your cart: /);
    await page.goto('/backoffice/shopping-cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    await expect(page.getByTestId('checkout-unavailable')).toBeVisible();

    await pickCustomer(
      page,
      page.getByTestId('cart-customer-select'),
      'Aurora Jew',
      'Aurora Jewelers (C1001)',
    );
    await expect(page.getByText('This cart is now for Aurora Jewelers.')).toBeVisible();

    await page.getByTestId('go-to-checkout').click();
    await expect(page).toHaveURL(/\/backoffice\/shopping-cart\?step=checkout$/);
    // The customer's saved addresses, not the staff member's.
    await expect(page.getByTestId('sellToAddress-address1')).toHaveValue('580 Fifth Avenue');
    await page.getByTestId('shipping-method').first().click();
    await page.getByTestId('submit-order').click();
    await expect(page.getByText(/^[A-Z]{2}-\d+ - created successfully!$/)).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/status-tracking\/(job-orders|sales-orders|quotes)\?tab=new$/);
  });

  test('the cart in French: prices, messages and the way on to the checkout', async ({ page }) => {
    await page.goto('/fr/shopping-cart');
    await expect(page.getByTestId('cart-login-required')).toContainText(
      'Vous devez d’abord vous connecter pour accéder au panier !',
    );

    await signIn(page, ACCOUNTS.customer, { lang: 'fr' });
    await emptyCart(page);
    await addToCart(
      page,
      '/fr/product/ns-rg1028',
      'Or jaune 14 carats',
      /^Article ajouté à votre panier : Bagues empilables « Pavé »$/,
    );
    await page.getByRole('link', { name: 'Panier : 1 articles' }).click();
    await expect(page).toHaveURL(/\/fr\/shopping-cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();

    const line = page.getByTestId('cart-line');
    await expect(line.getByTestId('cart-line-total')).toHaveText(/^\d[\d\s]*,\d{2}\s\$US$/);
    await line.getByTestId('cart-line-quantity').fill('2');
    await expect(page.getByTestId('cart-item-count')).toHaveText('Pièces dans le panier : 2');
    await expect(page.getByText('Total général')).toBeVisible();

    await page.getByTestId('coupon-input').fill('NOPE');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByText('Ce code promo n’est pas valide')).toBeVisible();

    await expect(page.getByTestId('go-to-checkout')).toHaveText('Passer à la commande');
    await page.getByTestId('go-to-checkout').click();
    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expect(page.getByRole('group', { name: 'Adresse de facturation' })).toBeVisible();
  });

  test('a customer is asked before the cart is emptied, and a wrong coupon is named on its field', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.customer);
    await emptyCart(page);
    await addToCart(
      page,
      '/product/ns-rg1028',
      '14K yellow gold',
      /^Added to your cart: Pavé Beaded Stack Ring$/,
    );
    await page.goto('/shopping-cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await page.getByRole('textbox', { name: 'Coupon code' }).fill('nope');
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toHaveAccessibleDescription(
      'This coupon code is not valid',
    );

    await page.getByTestId('cart-clear').click();
    const dialog = page.getByRole('dialog', { name: 'Empty the cart?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await page.getByTestId('cart-clear').click();
    await dialog.getByTestId('cart-clear-confirm').click();
    await expect(page.getByTestId('cart-empty')).toContainText('Your cart is empty.');
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  });

  test('a confirmation can be opened again by its customer, and is not found for another', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/portal-login', {
      data: { email: ACCOUNTS.customer.email, password: ACCOUNTS.customer.password },
    });
    const { token } = (await login.json()) as { token: string };
    const list = await request.get('/api/JobOrders/job-orders?status=ALL&pageSize=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [order] = (await list.json()).value.items as { code: string }[];
    expect(order).toBeDefined();

    await signIn(page, ACCOUNTS.other);
    const theirs = await page.goto(`/order-confirmation/${order!.code}`);
    expect(theirs?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByTestId('order-confirmation')).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, ACCOUNTS.customer, { lang: 'fr' });
    await emptyCart(page);
    const mine = await page.goto(`/fr/order-confirmation/${order!.code}`);
    expect(mine?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmation de commande' })).toBeVisible();
    await expect(page.getByTestId('order-confirmation-code')).toHaveText(order!.code);
    await expect(page.getByTestId('order-confirmation-kind')).toHaveText('ordre de fabrication');
    await expect(page.getByTestId('order-confirmation-track')).toHaveText('Suivre cette commande');
  });
});
