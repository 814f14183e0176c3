import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, emptyCart, signIn, typeNewCard } from './helpers';
import { pdfText } from './pdf-text';

/**
 * A ring in a quarter size with an engraving, from the configurator to the invoice PDF (spec §1 configurator, §5 same
 * ring size; docs/jewelry-trade.md §8): English pages in US sizes, French pages in French sizes, on a phone and a
 * laptop.
 */

const WORDS = {
  en: {
    size: 'Ring size 6¾',
    engraving: 'Engraving “Forever” (Script)',
    sizeLabel: 'Ring size',
    sizeValue: '6¾',
    added: /^Added to your cart: /,
    items: /^Items \(/,
    sameSize: 'Rings of the same size',
    question: 'Do you want to proceed to the cart anyway?',
  },
  fr: {
    size: 'Taille de bague 54 (US 6¾)',
    engraving: 'Gravure « Forever » (Script)',
    sizeLabel: 'Taille de bague',
    sizeValue: '54 (US 6¾)',
    added: /^Article ajouté à votre panier : /,
    items: /^Articles \(/,
    sameSize: 'Bagues de même taille',
    question: 'Voulez-vous quand même continuer vers le panier ?',
  },
} as const;

/** Configures the ring in size 6¾ with an engraving, or without when `engraving` is empty, and adds it. */
async function configureRing(page: Page, prefix: string, code: string, engraving: string) {
  await page.goto(`${prefix}/configurator/${code}`);
  await expect(page.locator('[data-hydrated]')).toBeVisible();
  const price = page.getByTestId('configurator-price');
  await expect(price).not.toHaveAttribute('data-updating');
  const before = await price.textContent();
  await page.getByTestId('configurator-ring-size').selectOption('6.75');
  // The metal weight follows the size: a smaller ring costs less than the size its weight is given for.
  await expect(price).not.toHaveText(before ?? '');
  if (engraving) {
    await page.getByTestId('configurator-engraving').fill(engraving);
    await page.getByTestId('configurator-engraving-font').selectOption('SCRIPT');
    await expect(page.getByTestId('configurator-breakdown')).toContainText(/Engraving|Gravure/);
  }
  await expect(price).not.toHaveAttribute('data-updating');
  await page.getByTestId('add-to-cart').click();
}

for (const lang of ['en', 'fr'] as const)
  for (const width of [360, 1366])
    test(`a size 6¾ ring with engraving from the configurator to the invoice PDF (${lang}, ${width} px)`, async ({
      browser,
    }) => {
      const words = WORDS[lang];
      const prefix = lang === 'fr' ? '/fr' : '';
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        locale: lang === 'fr' ? 'fr-FR' : 'en-US',
      });
      const page = await context.newPage();
      await signIn(page, ACCOUNTS.customer, { lang });
      await emptyCart(page, prefix);

      await configureRing(page, prefix, 'ns-rg1001', 'Forever');
      await expect(page.getByText(words.added).last()).toBeVisible();

      // spec §5: a second ring of the same size is questioned on its way to the cart; going back adds nothing.
      await configureRing(page, prefix, 'ns-rg1004', '');
      const dialog = page.getByRole('dialog', { name: words.sameSize });
      await expect(dialog).toContainText(words.question);
      await expect(dialog.getByTestId('same-ring-size-list')).toContainText(words.sizeValue);
      await dialog.getByTestId('same-ring-size-back').click();
      await expect(dialog).toBeHidden();

      await page.goto(`${prefix}/shopping-cart`);
      await appReady(page);
      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(line.getByTestId('cart-line-details')).toContainText(words.size);
      await expect(line.getByTestId('cart-line-details')).toContainText(words.engraving);
      // The line fits the screen: nothing runs off a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.goto(`${prefix}/checkout`);
      await appReady(page);
      await expect(page.getByTestId('billingAddress-city')).not.toHaveValue('');
      await page.getByTestId('shipping-method').first().click();
      await page.getByTestId('checkout-pay-now').check();
      await typeNewCard(page, 'Claire Dupont');
      const answer = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' && /\/payment\/createorderandpay$/i.test(new URL(r.url()).pathname),
      );
      await page.getByTestId('submit-order').click();
      const paid = (
        (await (await answer).json()) as {
          value: { order: { order_code: string }; invoices: { invoiceCode: string }[] };
        }
      ).value;
      const code = paid.order.order_code;
      await expect(page).toHaveURL(new RegExp(`/order-confirmation/${code}$`));

      // The job order shows the size and engraving in the reader's words.
      await appReady(page);
      await page.getByTestId('order-confirmation-track').click();
      await expect(page).toHaveURL(/[?&]id=\d+/);
      const detail = page.getByRole('dialog').filter({ has: page.getByTestId('order-detail-code') });
      await expect(detail.getByTestId('order-detail-code')).toHaveText(code);
      await detail.getByRole('tab', { name: words.items }).click();
      const attributes = detail.getByTestId('order-item-attributes');
      await expect(attributes).toContainText(words.sizeLabel);
      await expect(attributes).toContainText(words.sizeValue);
      await expect(attributes).toContainText(words.engraving.split(' ').slice(1).join(' '));

      // The invoice of the paid order, printed: its PDF names the size and engraving under the ring.
      const invoiceCode = paid.invoices[0]!.invoiceCode;
      await page.goto(`${prefix}/backoffice/financial/invoices?q=${encodeURIComponent(invoiceCode)}`);
      await appReady(page);
      await page.getByRole('checkbox', { name: new RegExp(invoiceCode) }).check();
      let pdf: Buffer | null = null;
      await page.route('**/api/invoices/printMultipleInvoices', async (route) => {
        const response = await route.fetch();
        pdf = await response.body();
        await route.fulfill({ response, body: pdf });
      });
      const tab = page.waitForEvent('popup');
      await page.getByTestId('invoice-print-selected').click();
      await tab;
      await expect.poll(() => pdf !== null).toBe(true);
      const text = await pdfText(pdf!);
      expect(text).toContain(invoiceCode);
      expect(text).toContain(`${words.size} · ${words.engraving}`);
      await context.close();
    });

for (const lang of ['en', 'fr'] as const)
  test(`the product page offers the ring's sizes in the page's system and its engraving (${lang})`, async ({
    page,
  }) => {
    const prefix = lang === 'fr' ? '/fr' : '';
    await page.goto(`${prefix}/product/ns-rg1001`);
    await expect(page.locator('[data-hydrated]')).toBeVisible();
    const size = page.getByTestId('product-ring-size');
    // The size the ring's weight is given for is chosen first; every quarter size is offered.
    await expect(size.locator('option:checked')).toHaveText(lang === 'fr' ? '62 (US 10)' : '10');
    await expect(size.locator('option[value="6.75"]')).toHaveText(lang === 'fr' ? '54 (US 6¾)' : '6¾');
    const price = page.getByTestId('product-price');
    await expect(price).not.toHaveAttribute('data-updating');
    const inTen = await price.textContent();
    await size.selectOption('6.75');
    await expect(price).not.toHaveText(inTen ?? '');
    await expect(price).not.toHaveAttribute('data-updating');
    const plain = await price.textContent();
    // An engraving is priced by the server: the price moves when there is text to engrave.
    await page.getByTestId('product-engraving').fill('Forever');
    await expect(page.getByTestId('product-engraving-font')).toBeVisible();
    await expect(price).not.toHaveText(plain ?? '');
  });
