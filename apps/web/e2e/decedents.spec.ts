import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNTS, appReady, emptyCart, sideNav, signIn, submitOrder } from './helpers';

/** A drawn fingerprint: ridges as rings, dark on light, large enough to pass the server's quality check. */
function printSvg(width = 480, height = 600) {
  const rings: string[] = [];
  for (let r = 8; r < 270; r += 9) {
    rings.push(
      `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${(r * 0.78).toFixed(1)}" ry="${r}" fill="none" stroke="#222" stroke-width="4"/>`,
    );
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1ec"/>${rings.join('')}</svg>`,
  );
}

test('a funeral home records a decedent, uploads a fingerprint with consent and orders a pendant made from it', async ({
  page,
  request,
}) => {
  const lastName = `Lindqvist${Date.now().toString(36)}`;
  const fullName = `Rosa ${lastName}`;
  const good = await sharp(printSvg()).png().toBuffer();
  const blurred = await sharp(good).blur(4).png().toBuffer();

  await signIn(page, ACCOUNTS.other);
  // The funeral home's cart is the same in every browser: what an earlier journey left in it is not this order's.
  await emptyCart(page);
  await page.goto('/backoffice/dashboard');
  await appReady(page);
  await sideNav(page).getByRole('link', { name: 'Decedents' }).click();
  await expect(page).toHaveURL(/\/backoffice\/decedents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Decedents' })).toBeVisible();
  await appReady(page);

  // The record: the names and dates, checked before anything is sent.
  await page.getByTestId('new-decedent').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('textbox', { name: 'First name' }).fill('Rosa');
  await drawer.getByLabel('Date of birth').fill('1946-03-14');
  await drawer.getByLabel('Date of death').fill('1945-01-01');
  await drawer.getByTestId('save-decedent').click();
  await expect(drawer.getByText('Last name is required')).toBeVisible();
  await expect(drawer.getByText('The date of death cannot be before the date of birth')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await drawer.getByLabel('Date of death').fill('2026-11-18');
  await drawer.getByRole('textbox', { name: 'Case number' }).fill('BW-2026-150');
  await drawer.getByTestId('save-decedent').click();
  await expect(page.getByText(`${fullName} - saved successfully!`)).toBeVisible();
  await expect(drawer.getByText('No fingerprint yet.')).toBeVisible();

  // A blurred print is refused with the reason, and nothing is kept; consent is asked before anything is sent.
  const upload = drawer.getByTestId('fingerprint-upload');
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'print.png',
    mimeType: 'image/png',
    buffer: blurred,
  });
  await upload.getByRole('textbox', { name: 'Consent given by' }).fill('Erik Lindqvist (son)');
  await upload.getByTestId('upload-fingerprint').click();
  await expect(
    upload.getByText('Consent is required before a fingerprint is kept: tick the consent box.'),
  ).toBeVisible();
  await upload.getByTestId('fingerprint-consent').check();
  await upload.getByTestId('upload-fingerprint').click();
  await expect(upload.getByText(/^The picture is blurred \(sharpness/)).toBeVisible();
  await expect(drawer.getByText('No fingerprint yet.')).toBeVisible();

  await upload.locator('input[type="file"]').setInputFiles({
    name: 'print.png',
    mimeType: 'image/png',
    buffer: good,
  });
  await upload.getByRole('textbox', { name: 'Finger' }).fill('Right thumb');
  await upload.getByTestId('upload-fingerprint').click();
  const print = drawer.getByTestId('fingerprint');
  await expect(print).toHaveCount(1);
  await expect(print).toContainText('Right thumb');
  await expect(print).toContainText('Consent given by Erik Lindqvist (son)');
  await expect(print).toContainText('Recorded by Owen Bell');
  // The picture is served to its funeral home (the private media route answers the signed-in browser).
  await expect(print.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await print.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
  // A print is used on an order only once the next of kin's authorisation is recorded, here with a typed signature.
  await expect(print.getByTestId('fingerprint-not-orderable')).toBeVisible();
  const authorizations = drawer.getByTestId('authorizations');
  await authorizations.getByRole('button', { name: 'Record an authorisation' }).click();
  const consent = authorizations.getByTestId('authorization-form');
  await consent.getByRole('textbox', { name: 'Next of kin’s name' }).fill('Erik Lindqvist');
  await consent.getByRole('textbox', { name: 'Relationship to the decedent' }).fill('Son');
  await consent.getByRole('textbox', { name: 'E-mail' }).fill('erik.lindqvist@example.com');
  await consent.getByRole('textbox', { name: 'Telephone' }).fill('+1 555 010 2030');
  await consent.getByText('Typed', { exact: true }).click();
  await consent.getByRole('textbox', { name: 'Typed signature' }).fill('Erik Lindqvist');
  await consent.getByTestId('authorization-confirmed').check();
  await consent.getByTestId('record-authorization').click();
  await expect(authorizations.getByTestId('authorization')).toContainText('Erik Lindqvist (Son)');
  await expect(print.getByTestId('fingerprint-state')).toHaveText('Authorised');
  await page.keyboard.press('Escape');

  // Found again by name.
  await page.getByTestId('decedent-search').fill(lastName.slice(0, 12));
  const row = page.getByTestId('decedent-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(fullName);
  await expect(row).toContainText('BW-2026-150');

  // The pendant in the configurator, made from the print.
  const category = (
    await (await request.get('/api/productCategories/categoryCode/MEM-FINGERPRINT-PENDANTS')).json()
  ).value as { id: number };
  const products = (
    await (await request.get(`/api/productCategories/products?categoryId=${category.id}&pageSize=10`)).json()
  ).value.items as { code: string; name: string }[];
  const pendant = products.find((p) => p.name === 'Fingerprint Heart Pendant') ?? products[0]!;
  await page.goto(`/configurator/${pendant.code}`);
  await expect(page.locator('[data-hydrated]')).toBeVisible();
  // "Use a fingerprint" takes the configured piece to the decedents, where the print is chosen.
  await page.getByTestId('use-fingerprint').click();
  await expect(page).toHaveURL(/\/backoffice\/decedents\?piece=\d+/);
  await expect(page.getByTestId('print-choice-notice')).toContainText(pendant.name);
  await appReady(page);
  await page.getByTestId('decedent-search').fill(lastName.slice(0, 12));
  await expect(page.getByTestId('decedent-row')).toHaveCount(1);
  await page.getByTestId('decedent-row').getByTestId('open-decedent').click();
  await page
    .getByRole('dialog')
    .getByTestId('fingerprint')
    .filter({ hasText: 'Right thumb' })
    .getByTestId('make-with-print')
    .click();
  await expect(page.getByText(`Added to your cart: ${pendant.name}`).last()).toBeVisible();

  // Checkout: the funeral home's question is answered by the pendant, and the confirmation names its print.
  await page.goto('/checkout');
  await appReady(page);
  await expect(page.getByTestId('billingAddress-city')).not.toHaveValue('');
  const method = page.getByTestId('shipping-method').first();
  await expect(method).toBeVisible();
  await method.click();
  // The memorial line names the decedent: the question is answered from it, not asked again.
  await expect(page.getByTestId('order-question-DECEDENT_NAME-given')).toHaveText(
    `Name of the deceased: ${fullName}`,
  );
  await expect(page.getByRole('textbox', { name: 'Name of the deceased' })).toHaveCount(0);
  const code = await submitOrder(page, page.getByTestId('submit-order'), /\/shoppingCart\/submitOrder$/i);
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${code}$`));
  const line = page.getByTestId('order-confirmation').getByTestId('order-item');
  await expect(line).toContainText(pendant.name);
  await expect(line.getByTestId('order-item-fingerprint')).toHaveText(
    `Fingerprint of ${fullName} · Right thumb`,
  );
});

test('the decedents page fits a phone and reads in French', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, ACCOUNTS.other, { lang: 'fr' });
  await page.goto('/fr/backoffice/decedents');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Défunts' })).toBeVisible();
  const cards = page.getByTestId('decedent-card');
  await expect(cards.filter({ hasText: 'Eleanor Whitfield' })).toBeVisible();
  await expect(page.getByTestId('decedents-table')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await cards.filter({ hasText: 'Eleanor Whitfield' }).getByTestId('open-decedent').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByTestId('fingerprint')).toHaveCount(2);
  await expect(
    drawer.getByText('Consentement donné par Margaret Whitfield (daughter)', { exact: false }).first(),
  ).toBeVisible();
  await expect(drawer.getByText(/^La personne nommée ci-dessus/)).toBeVisible();
});

test('a jeweller has no decedents in its menu; another funeral home’s decedent is not found', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNTS.customer);
  await expect(sideNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sideNav(page).getByRole('link', { name: 'Decedents' })).toHaveCount(0);
  const login = async (account: { email: string; password: string }) =>
    ((await (await request.post('/api/auth/portal-login', { data: account })).json()) as { token: string })
      .token;
  const owner = await login(ACCOUNTS.other);
  const jeweller = await login(ACCOUNTS.customer);
  const list = await request.get('/api/decedents', { headers: { authorization: `Bearer ${owner}` } });
  const id = ((await list.json()).value.items as { id: number }[])[0]!.id;
  const theirs = await request.get(`/api/decedents/${id}`, {
    headers: { authorization: `Bearer ${jeweller}` },
  });
  expect(theirs.status()).toBe(404);
});
