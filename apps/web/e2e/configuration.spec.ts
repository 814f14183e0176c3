import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, appReady, sideNav, signIn, submitOrder } from './helpers';

/** Opens the builder of the solitaire from the start page's cards, searched by its code. */
async function openRingBuilder(page: Page) {
  await page.goto('/backoffice/order-creation/custom-order');
  await appReady(page);
  await page.getByTestId('item-type-search').fill('NS-EN1080');
  // The code typed whole comes first; codes one typo away follow it (docs/decisions.md, "Product search").
  const first = page.getByTestId('item-type-card').first();
  await expect(first).toContainText('Beaded Cathedral Solitaire');
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beaded Cathedral Solitaire' })).toBeVisible();
}

/** The payments actions a customer administrator holds, as the French screen names them. */
const PAYMENT_ACTIONS = ['Consulter', 'Consulter les paiements', 'Payer'];

/** Nothing sticks out sideways: the page fits the window it is shown in. */
const fitsWidth = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test.describe('configuration', () => {
  test('staff hide a field of the custom order form for customers and make another required: the form obeys at once', async ({
    openPage,
  }) => {
    const staff = await openPage({ viewport: { width: 1366, height: 900 } });
    const customer = await openPage({ viewport: { width: 360, height: 800 } });

    // Before: the customer's form has an optional engraving and description.
    await signIn(customer, ACCOUNTS.customer);
    await openRingBuilder(customer);
    await expect(customer.getByTestId('design-engraving')).toBeVisible();

    await signIn(staff, ACCOUNTS.admin);
    await staff.goto('/backoffice/configuration?section=fields');
    await appReady(staff);
    await expect(staff.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
    await staff.getByTestId('field-engraving-CUSTOMER_ADMIN-visible').uncheck();
    await staff.getByTestId('field-description-CUSTOMER_ADMIN-required').check();
    await staff.getByTestId('field-settings-save').click();
    await expect(staff.getByText('Custom order - saved successfully!', { exact: true })).toBeVisible();
    await fitsWidth(staff);

    // The customer opens the form again: no engraving, a required description, refused when left empty.
    await openRingBuilder(customer);
    await expect(customer.getByTestId('design-description')).toBeVisible();
    await expect(customer.getByTestId('design-engraving')).toHaveCount(0);
    await customer.getByTestId('design-submit').click();
    await expect(customer.getByText('This field is required')).toBeVisible();
    await fitsWidth(customer);
    // The toast sits over the button on a phone and stays while hovered: the pointer leaves it, and it goes.
    await customer.mouse.move(0, 0);
    await expect(customer.getByText('Please correct the highlighted fields.')).toBeHidden();
    await customer.getByTestId('design-description').fill('Anniversary solitaire, polished finish');
    const code = await submitOrder(customer, customer.getByTestId('design-submit'), /createOrder$/i);
    expect(code).toMatch(/^JO-/);

    // Back to open fields, so the other tests of the suite find the form as it was.
    await staff.reload();
    await appReady(staff);
    await staff.getByTestId('field-engraving-CUSTOMER_ADMIN-visible').check();
    await staff.getByTestId('field-description-CUSTOMER_ADMIN-required').uncheck();
    await staff.getByTestId('field-settings-save').click();
    await expect(staff.getByText('Custom order - saved successfully!', { exact: true })).toBeVisible();
  });

  test('staff take the payments module from customers: their menu loses it; a setting is checked before it is saved, in French too', async ({
    openPage,
  }) => {
    const staff = await openPage({ viewport: { width: 360, height: 800 } });
    const customer = await openPage();
    await signIn(customer, ACCOUNTS.customer);
    await expect(sideNav(customer).getByRole('link', { name: 'Payments' })).toHaveCount(1);

    await signIn(staff, ACCOUNTS.admin, { lang: 'fr' });
    await staff.goto('/fr/backoffice/configuration?section=modules');
    await appReady(staff);
    await staff.getByTestId('module-CP_PAYMENTS-edit').click();
    const editor = staff.getByTestId('module-editor');
    await expect(editor.getByRole('heading', { name: 'Paramètres des rôles de Paiements' })).toBeVisible();
    for (const action of PAYMENT_ACTIONS)
      await editor
        .getByRole('checkbox', { name: `Administrateur client · ${action}`, exact: true })
        .uncheck();
    await editor.getByTestId('role-settings-save').click();
    await expect(staff.getByText('Paramètres des rôles enregistrés avec succès.')).toBeVisible();

    // The customer comes back to the tab: no reload, the menu follows.
    await customer.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(sideNav(customer).getByRole('link', { name: 'Invoices' })).toHaveCount(1);
    await expect(sideNav(customer).getByRole('link', { name: 'Payments' })).toHaveCount(0);
    await customer.goto('/backoffice/financial/payments');
    await expect(customer).toHaveURL(/\/backoffice\/authorization-error$/);

    // A global setting: a bad e-mail is refused on the spot, in French; nothing is sent.
    await staff.keyboard.press('Escape');
    await staff.goto('/fr/backoffice/configuration');
    await appReady(staff);
    const email = staff.getByTestId('setting-SUPPORT_EMAIL');
    await email.fill('pas-une-adresse');
    await staff.getByTestId('setting-SUPPORT_EMAIL-save').click();
    await expect(staff.getByText('L’adresse e-mail doit être valide')).toBeVisible();
    await fitsWidth(staff);

    // Payments back for customer administrators.
    await staff.goto('/fr/backoffice/configuration?section=modules');
    await appReady(staff);
    await staff.getByTestId('module-CP_PAYMENTS-edit').click();
    for (const action of PAYMENT_ACTIONS)
      await staff
        .getByTestId('module-editor')
        .getByRole('checkbox', { name: `Administrateur client · ${action}`, exact: true })
        .check();
    await staff.getByTestId('role-settings-save').click();
    await expect(staff.getByText('Paramètres des rôles enregistrés avec succès.')).toBeVisible();
  });
});
