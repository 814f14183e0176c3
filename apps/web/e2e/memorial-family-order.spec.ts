import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, appReady, signIn, signOut } from './helpers';

/** Picks the option whose text matches, whatever its id (countries and pieces are named in the page's language). */
async function pickOption(page: Page, label: string, text: RegExp) {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.evaluate(
    (element, pattern) =>
      [...(element as HTMLSelectElement).options].find((o) => new RegExp(pattern).test(o.text))?.value ?? '',
    text.source,
  );
  expect(value).not.toBe('');
  await select.selectOption(value);
}

// The memorial program's family order: the funeral home (English, 1366 px) makes a link for a demo
// decedent whose prints are authorised (seed/demo-decedents.ts); the family opens it on a phone (French, 360 px),
// orders a pendant with the print and pays with the sandbox's test card in the processor's frame; the funeral home
// sees the family order and its commission (its demo rate is 10 %); staff settle the commission as a payout.
test('a family orders a pendant from its link and pays; the funeral home sees the order and its commission; staff settle it', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, ACCOUNTS.other);
  await page.goto('/backoffice/decedents');
  await appReady(page);
  await page.getByTestId('decedent-search').fill('Whitfield');
  await expect(page.getByTestId('decedent-row')).toHaveCount(1);
  await page.getByTestId('decedent-row').getByTestId('open-decedent').click();
  const links = page.getByRole('dialog').getByTestId('family-links');
  const form = links.getByTestId('family-link-form');
  await form.getByRole('button', { name: 'Create a family link' }).click();
  const url = (await links.getByTestId('family-link-url').textContent())!.trim();
  const path = new URL(url).pathname;

  // The family, on a phone, in French: no account, the card typed in the processor's frame.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  const family = await phone.newPage();
  await family.goto(`/fr${path}`);
  const order = family.getByTestId('memorial-order-form');
  await expect(order).toBeVisible();
  await expect(family.getByTestId('memorial-retention')).not.toBeEmpty();
  await pickOption(family, 'Pièce', /Pendant|Pendentif/);
  // The family picks the metal and sees its price on the button; the server charges that metal's price.
  await pickOption(family, 'Métal', /Or jaune 18 carats/);
  const inGold = /Or jaune 18 carats — (.+)$/.exec(
    await family.getByLabel('Métal', { exact: true }).locator('option:checked').innerText(),
  )![1]!;
  await expect(order.getByTestId('memorial-order-pay')).toContainText(inGold);
  await family.getByLabel('Nom complet').fill('Margaret Hale');
  await family.getByLabel('Courriel').fill('margaret.hale@example.test');
  await family.getByLabel('Téléphone').fill('555-0134');
  await family.getByLabel('Adresse', { exact: true }).fill('12 Elm Street');
  await family.getByLabel('Ville').fill('Albany');
  await family.getByLabel('Code postal').fill('12207');
  await pickOption(family, 'Pays', /États-Unis|United States/);
  await pickOption(family, 'Province / État', /New York/);
  await expect(family.getByLabel(/peut m’envoyer des nouvelles/)).not.toBeChecked();
  const card = family.frameLocator('iframe[title="Secure card payment input frame"]');
  await card.locator('#cardNumber').fill('4111 1111 1111 1111');
  await card.locator('#expirationDate').fill('12/30');
  await card.locator('#cvv').fill('111');
  await card.locator('#postalCode').fill('12207');
  await order.getByTestId('memorial-order-pay').click();
  const placed = family.getByTestId('memorial-order-placed');
  await expect(placed).toContainText('est passée');
  await expect(placed).toContainText(inGold);
  const code = /JO-\d+/.exec((await placed.textContent()) ?? '')![0];
  expect(await family.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.close();

  // The funeral home: the family order on its job orders, and its commission.
  await page.goto('/backoffice/status-tracking/job-orders?tab=new');
  await appReady(page);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Family order');
  await page.goto('/backoffice/commissions');
  await appReady(page);
  const commission = page.getByTestId(`commission-${code}`);
  await expect(commission).toContainText('Open');
  await expect(page.getByTestId('commissions-statement')).toBeVisible();
  await signOut(page);

  // Staff settle it as a payout.
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/backoffice/commissions');
  await appReady(page);
  await page.getByTestId(`settle-${code}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('settle-reference').fill('WIRE-2026-118');
  await dialog.getByTestId('settle-confirm').click();
  await expect(page.getByTestId(`commission-${code}`)).toContainText('Paid out WIRE-2026-118');
});
