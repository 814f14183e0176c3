import { expect, test } from '@playwright/test';
import { type Finding, runAxe } from './axe';
import { notFrench } from './french-text';
import { ACCOUNTS, appReady, dataShown, signIn } from './helpers';

/**
 * The audits of journeys that fill a user's cart (a ring's size and the same-size question, a memorial piece, the wish
 * list's Add to cart): the cart follows the user, so they run in the `cart` project of playwright.config.ts, one
 * journey at a time, while the page audits of accessibility.spec.ts share both workers.
 */
test.use({ bypassCSP: true });

test.describe('accessibility of the cart journeys (axe-core: no serious or critical violation)', () => {
  for (const lang of ['en', 'fr'] as const)
    test(`a ring's size, engraving and the same-size question (${lang === 'en' ? 'English' : 'French'})`, async ({
      page,
    }) => {
      const prefix = lang === 'fr' ? '/fr' : '';
      const findings: Finding[] = [];
      await page.goto(`${prefix}/configurator/ns-rg1001`);
      await expect(page.locator('[data-hydrated]')).toBeVisible();
      await page.getByTestId('configurator-ring-size').selectOption('6.75');
      await page.getByTestId('configurator-engraving').fill('Forever');
      await expect(page.getByTestId('configurator-engraving-font')).toBeVisible();
      await expect(page.getByTestId('configurator-price')).not.toHaveAttribute('data-updating');
      await runAxe(page, `${prefix}/configurator/ns-rg1001 (size and engraving)`, findings);
      // A visitor's cart: the same ring twice in one size is questioned the second time (spec §5).
      await page.getByTestId('add-to-cart').click();
      await expect(
        page.getByText(/^(Added to your cart|Article ajouté à votre panier)/).last(),
      ).toBeVisible();
      await page.getByTestId('add-to-cart').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('same-ring-size-proceed')).toBeVisible();
      await runAxe(page, `${prefix}/configurator/ns-rg1001 (same ring size)`, findings);
      if (lang === 'fr') {
        const problems = notFrench(await page.locator('body').innerText());
        if (problems.length > 0)
          findings.push({
            page: 'configurator',
            id: 'not-french',
            impact: 'serious',
            help: '',
            targets: problems,
          });
      }
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });

  for (const lang of ['en', 'fr'] as const) {
    const prefix = lang === 'fr' ? '/fr' : '';
    const named = lang === 'en' ? 'English' : 'French';

    test(`a memorial piece from the decedent's print to the checkout (${named})`, async ({ page }) => {
      const findings: Finding[] = [];
      await signIn(page, ACCOUNTS.other, { lang });
      await page.goto(`${prefix}/backoffice/decedents`);
      await appReady(page);
      await page.getByTestId('decedent-search').fill('Whitfield');
      await page
        .getByTestId('open-decedent')
        .filter({ visible: true, hasText: 'Eleanor Whitfield' })
        .first()
        .click();
      const order = page.getByRole('dialog').getByTestId('order-memorial-piece').first();
      await expect(order).toBeVisible();
      await runAxe(page, `${prefix}/backoffice/decedents (a print to order from)`, findings);
      await order.click();
      await expect(page.getByTestId('memorial-picker')).toBeVisible();
      await runAxe(page, `${prefix}/configurator (the memorial pieces)`, findings);
      await page
        .getByTestId('configurator-picker')
        .getByRole('link', { name: /^(Configure|Configurer) / })
        .first()
        .click();
      await expect(page.locator('[data-hydrated]')).toBeVisible();
      await expect(page.getByTestId('configurator-memorial-print')).toBeVisible();
      await runAxe(page, `${prefix}/configurator (a memorial piece)`, findings);
      await page.getByTestId('add-to-cart').click();
      await expect(
        page.getByText(/^(Added to your cart|Article ajouté à votre panier)/).last(),
      ).toBeVisible();
      await page.goto(`${prefix}/shopping-cart`);
      await expect(page.getByTestId('cart-line-memorial').first()).toBeVisible();
      await runAxe(page, `${prefix}/shopping-cart (a memorial line)`, findings);
      await page.goto(`${prefix}/checkout`);
      await expect(page.getByTestId('order-question-DECEDENT_NAME-given')).toBeVisible();
      await runAxe(page, `${prefix}/checkout (the name of the deceased given)`, findings);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });

    test(`a saved estimate sent to the workshop, and the wish list's Add to cart (${named})`, async ({
      page,
    }) => {
      const findings: Finding[] = [];
      await signIn(page, ACCOUNTS.customer, { lang });
      await page.goto(`${prefix}/backoffice/order-creation/estimate`);
      await appReady(page);
      await page.getByTestId('estimate-services').getByRole('checkbox').first().check();
      await page.getByTestId('estimate-name').fill(`Audit ${lang} ${Date.now().toString(36)}`);
      await page.getByTestId('estimate-piece').fill('band');
      await page.getByRole('option').first().click();
      await runAxe(page, `${prefix}/backoffice/order-creation/estimate (a piece chosen)`, findings);
      await page.getByTestId('estimate-save').click();
      await expect(page.getByTestId('estimate-send-quote')).toBeVisible();
      await expect(page.getByTestId('saved-estimate').first()).toBeVisible();
      await runAxe(page, `${prefix}/backoffice/order-creation/estimate (saved)`, findings);
      await page.getByTestId('saved-estimate-delete').first().click();
      await expect(page.getByTestId('saved-estimate-delete-confirm')).toBeVisible();
      await runAxe(page, `${prefix}/backoffice/order-creation/estimate (deleting)`, findings);
      await page.keyboard.press('Escape');
      await page.getByTestId('estimate-send-quote').click();
      await expect(page.getByTestId('estimate-sent')).toBeVisible();
      await runAxe(page, `${prefix}/backoffice/order-creation/estimate (sent)`, findings);
      await page.goto(`${prefix}/wishlist`);
      await appReady(page);
      await dataShown(page);
      await runAxe(page, `${prefix}/wishlist (Add to cart)`, findings);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });
  }
});
