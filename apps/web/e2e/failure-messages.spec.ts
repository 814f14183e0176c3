import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, dataShown, signIn } from './helpers';

// spec §8: what a person is told when a delete, a send or the payment processor fails. Each call is made to fail
// here (the server answers 500 without a message), which is when nothing used to be shown.
const failWith500 = (page: Page, url: string | RegExp) =>
  page.route(url, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }),
  );

test('a failed delete in the media library says so', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/backoffice/media-library');
  await appReady(page);
  await dataShown(page);
  await page.getByTestId('media-asset').first().getByRole('checkbox').check();
  await failWith500(page, '**/api/manage/assets/delete');
  await page.getByRole('button', { name: 'Delete 1 asset' }).click();
  await page.getByTestId('media-delete-confirm').click();
  await expect(page.getByText('Error occured while deleting the asset!')).toBeVisible();
});

test('a contact message that cannot be sent says so, in English and in French', async ({ page }) => {
  await failWith500(page, '**/api/contact-us');
  for (const [path, failed] of [
    ['/contact-us', 'Error occured while sending your message!'],
    ['/fr/contact-us', 'Une erreur est survenue lors de l’envoi de votre message !'],
  ] as const) {
    await page.goto(path);
    await appReady(page);
    const form = page.getByTestId('contact-form');
    await form.locator('input[name="name"]').fill('Léa Fontaine');
    await form.locator('input[name="email"]').fill('lea@atelier-fontaine.example');
    await form.locator('input[name="subject"]').fill('Signet rings');
    await form.locator('textarea[name="message"]').fill('Could you engrave a family crest?');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByTestId('contact-failed')).toHaveText(failed);
  }
});

async function openPayDialog(page: Page) {
  await signIn(page, ACCOUNTS.customer);
  await page.goto('/backoffice/financial/invoices?open=1');
  await appReady(page);
  const row = page.getByTestId('invoice-grid-row').first();
  await expect(row).toBeVisible();
  const number = await row.getAttribute('data-number');
  await page.getByRole('checkbox', { name: `Select invoice ${number}` }).check();
  await page.getByTestId('invoice-pay-selected').click();
  // The card is asked for only when the customer's credits (applied by default) do not pay everything.
  await page.getByTestId('pay-credit-amount').fill('0');
}

test('the payment processors that cannot be read are told in the pay dialog', async ({ page }) => {
  await failWith500(page, '**/api/payment-options/get-by-config');
  await openPayDialog(page);
  await expect(page.getByTestId('pay-processor-failed')).toHaveText('Error while getting payment processor');
});

test('the default payment processor that cannot be read is told where the card fields go', async ({
  page,
}) => {
  await failWith500(page, /\/api\/CreditCard\/gateway\/0$/i);
  await openPayDialog(page);
  await page.getByTestId('pay-card-new').check();
  await expect(page.getByTestId('pay-processor-failed')).toHaveText('Error while getting payment processor');
});
