import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, pickCustomer, signIn } from './helpers';

/** Opens a customer from the staff grid by its account number. */
async function openCustomer(page: Page, accountNumber: string, search: string) {
  await page.getByTestId('customer-grid-search').fill(accountNumber);
  // The grid has applied the search when that customer is the only row (the whole list shows it too, and a click
  // there could land while the searched list replaces it).
  const row = page.getByTestId('customer-grid-row').filter({ hasText: accountNumber });
  await expect(page.getByTestId('customer-grid-row')).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: accountNumber }).click();
  await expect(page.getByTestId('customer-details')).toContainText(search);
}

test.describe('users page for staff', () => {
  test('staff find a customer, invite and block a user, and switch to another (English)', async ({
    page,
  }) => {
    const email = `lena-${Date.now().toString(36)}@bellweather.example`;
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/users');
    await appReady(page);
    await openCustomer(page, 'C1002', 'Bellweather Funeral Home');
    await expect(page.getByTestId('customer-details')).toContainText('Payment terms');

    const invite = page.getByTestId('invite-form');
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('First name').fill('Lena');
    await invite.getByLabel('Last name').fill('Hart');
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    const invited = page.getByTestId('portal-user-row').filter({ hasText: email });
    await expect(invited).toContainText('Active');
    await invited.getByRole('button', { name: 'Block' }).click();
    await expect(invited).toContainText('Blocked');
    await expect(invited.getByRole('button', { name: 'Switch to' })).toBeDisabled();

    // Link the new user to a second customer, then switch to Owen Bell from his row.
    await invited.getByRole('button', { name: 'Link to a customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link to another customer' });
    await pickCustomer(page, dialog.getByTestId('link-customer-select'), 'C1004', 'Maison Lumière (C1004)');
    await dialog.getByRole('button', { name: 'Link to a customer' }).click();
    await expect(invited).toContainText('C1004');

    const owen = page.getByTestId('portal-user-row').filter({ hasText: ACCOUNTS.other.email });
    await owen.getByRole('button', { name: 'Switch to' }).click();
    await expect(page.getByTestId('impersonation-banner')).toContainText(
      'You are acting as Owen Bell, signed in by Ada Marlow.',
    );
    await page.getByRole('button', { name: 'Return to my account' }).click();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  });

  test('in French: the grid, a block and its history with both actors', async ({ page }) => {
    const email = `marc-${Date.now().toString(36)}@aurora.example`;
    await signIn(page, ACCOUNTS.admin, { lang: 'fr' });
    await page.goto('/fr/backoffice/users');
    await appReady(page);
    await expect(page.getByRole('tab', { name: 'Clients' })).toBeVisible();
    await openCustomer(page, 'C1001', 'Aurora Jewelers');
    await expect(page.getByTestId('customer-details')).toContainText('Conditions de paiement');
    const invite = page.getByTestId('invite-form');
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByLabel('Prénom').fill('Marc');
    await invite.getByLabel(/^Nom/).fill('Roy');
    await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    const row = page.getByTestId('portal-user-row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Bloquer' }).click();
    await expect(row).toContainText('Bloqué');
    await row.getByRole('button', { name: 'Historique' }).click();
    await expect(page.getByTestId('user-history')).toContainText('Bloqué');
    await expect(page.getByTestId('user-history')).toContainText('Invité');
    await expect(page.getByTestId('user-history')).toContainText('Ada Marlow');
  });
});

test.describe('my profile', () => {
  test('roles and permissions read in French', async ({ page }) => {
    await signIn(page, ACCOUNTS.customer, { lang: 'fr' });
    await page.goto('/fr/backoffice/my-profile');
    await appReady(page);
    const summary = page.getByTestId('profile-general');
    await expect(summary).toContainText('Administrateur client');
    await summary.getByText('Ce que mes rôles permettent').click();
    await expect(page.getByTestId('profile-permissions')).toContainText('Ordres de fabrication');
    await expect(page.getByTestId('profile-permissions')).not.toContainText('CP_JOB_ORDERS');
  });
});
