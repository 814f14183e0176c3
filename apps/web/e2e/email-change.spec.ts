import { type APIRequestContext, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, demoOutbox, fillSignIn } from './helpers';

/** A portal user of its own (C1004), invited by staff, its temporary password already changed through the API. */
async function ownUser(request: APIRequestContext) {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token as string}` };
  const id = (await (await request.get('/api/customers/get-id-by-account-number/C1004', { headers })).json())
    .value as number;
  const email = `moving-${Date.now().toString(36)}@linden.example`;
  const invite = await request.post('/api/User/invite', {
    headers,
    data: { customerId: id, email, firstName: 'Mo', lastName: 'Linden', roleCodes: ['CUSTOMER_BUYER'] },
  });
  expect(invite.status()).toBe(200);
  let mail: { text: string } | undefined;
  await expect
    .poll(async () => (mail = (await demoOutbox(request)).find((m) => m.to === email)))
    .toBeDefined();
  const temporary = /temporary password: (\S+)/.exec(mail!.text)![1]!;
  const first = await request.post('/api/auth/portal-login', { data: { email, password: temporary } });
  const password = 'Linden#Moves1';
  const changed = await request.post('/api/User/ChangePassword', {
    headers: { authorization: `Bearer ${(await first.json()).token as string}` },
    data: { currentPassword: temporary, newPassword: password, confirmPassword: password },
  });
  expect(changed.status()).toBe(200);
  return { email, password };
}

test('my profile: the sign-in e-mail changes with the password and the link mailed to the new address', async ({
  page,
  request,
}) => {
  const account = await ownUser(request);
  await page.goto('/login');
  await appReady(page);
  await fillSignIn(page, account.email, account.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/backoffice\//);

  await page.goto('/backoffice/my-profile');
  await appReady(page);
  const card = page.getByTestId('card-sign-in-email');
  await expect(card).toContainText(account.email);
  const target = `moved-${Date.now().toString(36)}@linden.example`;
  await card.locator('input[name="newEmail"]').fill(target);
  await card.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(card.getByText('Enter your current password')).toBeVisible();
  await card.locator('input[name="currentPassword"]').fill(account.password);
  await card.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(card.getByTestId('email-change-sent')).toContainText(target);
  await expect(card).toContainText(account.email);

  let mail: { text: string } | undefined;
  await expect
    .poll(async () => (mail = (await demoOutbox(request)).find((m) => m.to === target)))
    .toBeDefined();
  const link = new URL(/(http\S+\/confirm-email\?token=\S+)/.exec(mail!.text)![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
  await expect(page.getByTestId('confirm-email-done')).toContainText(target);

  // The link works once; a second opening, here in French, says so in French.
  await page.goto(`/fr${link.pathname}${link.search}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Confirmer mon nouvel e-mail' }).click();
  await expect(page.getByTestId('confirm-email-failed')).toContainText('déjà utilisé ou expiré');

  const former = await request.post('/api/auth/portal-login', {
    data: { email: account.email, password: account.password },
  });
  expect(former.status()).toBe(401);
  const now = await request.post('/api/auth/portal-login', {
    data: { email: target, password: account.password },
  });
  expect(now.status()).toBe(200);
});
