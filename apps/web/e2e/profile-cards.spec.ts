import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, demoOutbox, fillSignIn } from './helpers';

/**
 * A customer administrator of its own (C1004): the finance journeys expect customer@ and other@ to have no saved
 * card, so this file saves its card on an account nobody else pays with. Invited by staff through the API; the
 * temporary password comes from the mail the demo keeps.
 */
async function invitedAdministrator(request: APIRequestContext) {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const id = (await (await request.get('/api/customers/get-id-by-account-number/C1004', { headers })).json())
    .value as number;
  const email = `cards-${Date.now().toString(36)}@linden.example`;
  const invite = await request.post('/api/User/invite', {
    headers,
    data: { customerId: id, email, firstName: 'Iris', lastName: 'Linden', roleCodes: ['CUSTOMER_ADMIN'] },
  });
  expect(invite.status()).toBe(200);
  let mail: { text: string } | undefined;
  await expect
    .poll(async () => (mail = (await demoOutbox(request)).find((m) => m.to === email)))
    .toBeDefined();
  return { email, password: /temporary password: (\S+)/.exec(mail!.text)![1]! };
}

test('my profile: a card added through the processor frame is listed as the default card', async ({
  page,
  request,
}) => {
  const account = await invitedAdministrator(request);
  await page.goto('/login');
  await appReady(page);
  await fillSignIn(page, account.email, account.password);
  await page.locator('form button[type="submit"]').click();
  await page.locator('input[name="currentPassword"]').fill(account.password);
  await page.locator('input[name="newPassword"]').fill('Linden#Cards1');
  await page.locator('input[name="confirmPassword"]').fill('Linden#Cards1');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page).toHaveURL(/\/backoffice\//);

  await page.goto('/backoffice/my-profile');
  await appReady(page);
  const cards = page.getByTestId('card-credit-cards');
  await expect(cards).toContainText('No saved card yet.');
  await cards.getByTestId('add-card').click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the name on the card')).toBeVisible();
  await dialog.getByTestId('pay-cardholder-name').fill('Iris Linden');
  await expect(dialog.getByTestId('pay-save-card')).toHaveCount(0);
  const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await frame.locator('#cardNumber').fill('4111 1111 1111 1111');
  await frame.locator('#expirationDate').fill('10/31');
  await frame.locator('#cvv').fill('123');
  await frame.locator('#postalCode').fill('10001');
  await dialog.getByLabel('Make it the default card').check();
  await dialog.getByTestId('add-card-save').click();
  await expect(dialog).toHaveCount(0);
  const saved = cards.getByTestId('saved-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('1111');
  await expect(saved).toContainText('Iris Linden');
  await expect(saved).toContainText('Default');

  // The card's info is edited through POST /User/CreditCardInfo: the name, the billing postal code, the default; the
  // request carries no card number nor security code.
  await saved.getByTestId('edit-card').click();
  const edit = page.getByRole('dialog', { name: /^Card Visa/ });
  await edit.getByLabel('Name on card').fill('Iris M. Linden');
  await edit.getByLabel('Billing postal code').fill('10036');
  const sent = page.waitForRequest(
    (r) => /\/api\/User\/CreditCardInfo$/i.test(r.url()) && r.method() === 'POST',
  );
  await edit.getByTestId('card-info-save').click();
  expect(Object.keys((await sent).postDataJSON() as object).sort()).toEqual([
    'billingPostalCode',
    'cardholderName',
    'creditCardId',
    'isDefault',
  ]);
  await expect(edit).toHaveCount(0);
  await expect(saved).toContainText('Iris M. Linden');
  await expect(saved).toContainText('Default');
});
