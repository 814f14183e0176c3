import { expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, signIn } from './helpers';

// The memorial program's family link: the funeral home (English, 1366 px) makes a link with a PIN for a demo decedent
// whose prints are authorised (seed/demo-decedents.ts); the family opens it on a phone (French, 360 px), gets past the
// PIN and sees the pieces with the print on each; the funeral home then sees the link was used.
test('a funeral home makes a family link; the family opens it on a phone with its PIN', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ACCOUNTS.other);
  await page.goto('/backoffice/decedents');
  await appReady(page);
  await page.getByTestId('decedent-search').fill('Whitfield');
  await expect(page.getByTestId('decedent-row')).toHaveCount(1);
  await page.getByTestId('decedent-row').getByTestId('open-decedent').click();
  const links = page.getByRole('dialog').getByTestId('family-links');
  await expect(links.getByRole('heading', { name: 'Family links' })).toBeVisible();

  const form = links.getByTestId('family-link-form');
  await form.getByLabel('PIN (optional)').fill('12a');
  await form.getByRole('button', { name: 'Create a family link' }).click();
  await expect(form.getByText('The PIN is 4 to 8 digits')).toBeVisible();
  await form.getByLabel('PIN (optional)').fill('2468');
  await form.getByLabel('Personal message').fill('We are thinking of you.');
  await form.getByRole('button', { name: 'Create a family link' }).click();
  const url = (await links.getByTestId('family-link-url').textContent())!.trim();
  expect(url).toMatch(/\/memorial\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(url).pathname;

  // The family, on a phone, in French.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  const family = await phone.newPage();
  const answer = await family.goto(`/fr${path}`);
  expect(answer?.headers()['cache-control'] ?? '').not.toContain('public');
  await expect(family.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
  const prompt = family.getByTestId('memorial-pin');
  await expect(prompt.getByRole('heading', { name: 'Cette page est privée' })).toBeVisible();
  await prompt.getByLabel('Code PIN').fill('1111');
  await prompt.getByRole('button', { name: 'Ouvrir la page' }).click();
  await expect(family.getByRole('alert')).toHaveText('Ce code PIN n’est pas le bon.');
  await family.getByLabel('Code PIN').fill('2468');
  await family.getByRole('button', { name: 'Ouvrir la page' }).click();
  const memorial = family.getByTestId('memorial-page');
  await expect(memorial.getByRole('heading', { level: 1 })).toHaveText('À la mémoire de Eleanor Whitfield');
  await expect(memorial.getByText('We are thinking of you.')).toBeVisible();
  await expect(memorial.getByTestId('memorial-piece').first()).toBeVisible();
  await expect(memorial.getByTestId('memorial-piece').first().locator('img.memorial-print')).toHaveAttribute(
    'src',
    /^data:image\/webp;base64,/,
  );
  // Nothing is wider than the phone.
  expect(await family.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // An unknown link is the 404 page.
  const missing = await family.goto(`/fr/memorial/${'A'.repeat(43)}`);
  expect(missing?.status()).toBe(404);
  await phone.close();

  // The funeral home sees the opening.
  await page.reload();
  await appReady(page);
  await page.getByTestId('decedent-search').fill('Whitfield');
  await expect(page.getByTestId('decedent-row')).toHaveCount(1);
  await page.getByTestId('decedent-row').getByTestId('open-decedent').click();
  await expect(page.getByRole('dialog').getByTestId('family-link-use').first()).toContainText(
    'Opened 1 time',
  );
});
