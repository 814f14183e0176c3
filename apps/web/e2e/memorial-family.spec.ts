import { expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, signIn } from './helpers';

/** A 1-pixel PNG: the logo the funeral home uploads (the server re-encodes it). */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// The memorial program's family link: the funeral home (English, 1366 px) sets its logo and colours, makes a link with a PIN for a demo decedent
// whose prints are authorised (seed/demo-decedents.ts); the family opens it on a phone (French, 360 px), gets past the
// PIN and sees the pieces with the print on each; the funeral home then sees the link was used.
test('a funeral home makes a family link; the family opens it on a phone with its PIN', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ACCOUNTS.other);

  // Its administrator gives the family page its logo and colours; a colour must be #rrggbb.
  await page.goto('/backoffice/my-profile');
  await appReady(page);
  const branding = page.getByTestId('card-family-branding');
  await branding
    .locator('input[type="file"]')
    .setInputFiles({ name: 'chapel.png', mimeType: 'image/png', buffer: LOGO });
  await branding.getByRole('button', { name: 'Upload the logo' }).click();
  await expect(branding.getByTestId('family-branding-logo')).toBeVisible();
  await branding.getByLabel('Main colour').fill('navy');
  await branding.getByRole('button', { name: 'Save the colours' }).click();
  await expect(
    branding.getByText('Give the colour as # and six hexadecimal digits, e.g. #1f3a5f'),
  ).toBeVisible();
  await branding.getByLabel('Main colour').fill('#1f3a5f');
  await branding.getByLabel('Accent colour').fill('#f2c14e');
  await branding.getByRole('button', { name: 'Save the colours' }).click();
  await expect(page.getByText('Family page: logo and colours - saved successfully!')).toBeVisible();

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
  expect(answer?.headers()['cache-control'] ?? '').toContain('no-store');
  expect(answer?.headers()['referrer-policy']).toBe('no-referrer');
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
  // The funeral home's page, not our shop: its logo and colours as the header (white text on its dark main colour),
  // no store menu, cart, sign-in or wish list around it.
  const header = family.getByRole('banner');
  await expect(header).toHaveAttribute('data-testid', 'memorial-header');
  await expect(header.getByRole('img', { name: /^Logo de / })).toBeVisible();
  expect(
    await header.getByTestId('memorial-logo').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(1);
  await expect(header).toHaveCSS('background-color', 'rgb(31, 58, 95)');
  await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(family.getByRole('navigation')).toHaveCount(0);
  await expect(family.getByRole('link', { name: /Connexion|Panier|Liste de souhaits/ })).toHaveCount(0);
  // Each piece drawn as what it is, the print where the piece carries it.
  const pieces = memorial.getByTestId('memorial-piece');
  await expect(pieces.first()).toBeVisible();
  // The print is written once in the page (the drawings' shared symbol) and placed on every piece.
  await expect(pieces.first().locator('.memorial-print use').first()).toHaveAttribute(
    'href',
    '#memorial-print',
  );
  await expect(family.locator('symbol#memorial-print image')).toHaveAttribute(
    'href',
    /^data:image\/webp;base64,/,
  );
  const shapes = await pieces.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.dataset.shape));
  expect(new Set(shapes).size).toBeGreaterThan(1);
  // Nothing is wider than the phone.
  expect(await family.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The footer's language link keeps the link (and asks the PIN again, never kept in the address).
  // The English page is the same path without /fr. A click the page drops while it settles is made again, as a
  // user would.
  const english = family.getByTestId('family-footer').getByRole('link', { name: 'English' });
  await expect(async () => {
    if (new URL(family.url()).pathname !== path) await english.click({ timeout: 5_000 });
    expect(new URL(family.url()).pathname).toBe(path);
  }).toPass();
  await expect(
    family.getByTestId('memorial-pin').getByRole('heading', { name: 'This page is private' }),
  ).toBeVisible();

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
