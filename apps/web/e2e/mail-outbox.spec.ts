import { expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, signIn } from './helpers';

test.describe('the mail outbox', () => {
  test('staff follow a password mail in English and in French', async ({ page, request }) => {
    // The browser suite's server has no mail server: the mail stays in the outbox, kept.
    const asked = await request.post('/api/auth/forgot-password', { data: { email: ACCOUNTS.viewer.email } });
    expect(asked.ok()).toBe(true);
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/mail-outbox');
    await appReady(page);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Kept (no mail server)' }).click();
    const row = page.getByTestId('mail-outbox-row').filter({ hasText: ACCOUNTS.viewer.email });
    await expect(row.first()).toContainText('Kept');
    await page.goto('/fr/backoffice/mail-outbox');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Messages envoyés' })).toBeVisible();
    await expect(
      page.getByTestId('mail-outbox-row').filter({ hasText: ACCOUNTS.viewer.email }).first(),
    ).toBeVisible();
  });
});
