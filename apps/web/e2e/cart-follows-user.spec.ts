import { expect, test } from '@playwright/test';
import { ACCOUNTS, addToCart, appReady, signIn } from './helpers';

const JOURNEYS = [
  {
    lang: 'en',
    width: 1366,
    product: '/product/ns-rg1028',
    metal: '14K yellow gold',
    added: /^Added to your cart: Pavé Beaded Stack Ring$/,
    cart: '/shopping-cart',
    line: 'Pavé Beaded Stack Ring',
  },
  {
    lang: 'fr',
    width: 360,
    product: '/fr/product/ns-rg1028',
    metal: 'Or jaune 14 carats',
    added: /^Article ajouté à votre panier : Bagues empilables « Pavé »$/,
    cart: '/fr/shopping-cart',
    line: 'Bagues empilables « Pavé »',
  },
] as const;

for (const journey of JOURNEYS) {
  test(`${journey.lang}, ${journey.width} px: a piece added in one browser is in the cart of another where the user signs in`, async ({
    browser,
  }) => {
    const viewport = { width: journey.width, height: journey.width < 500 ? 740 : 900 };
    // The first browser: a visitor's cart, then the user signs in and it becomes (merged into) the user's cart.
    const first = await browser.newContext({ viewport });
    const firstPage = await first.newPage();
    await firstPage.goto(journey.product);
    await appReady(firstPage);
    await addToCart(firstPage, journey.product, journey.metal, journey.added);
    await signIn(firstPage, ACCOUNTS.other, { lang: journey.lang });
    await firstPage.goto(journey.cart);
    await appReady(firstPage);
    const firstLines = firstPage.getByTestId('cart-line').filter({ hasText: journey.line });
    await expect(firstLines.first()).toBeVisible();
    const quantity = await firstLines.first().getByTestId('cart-line-quantity').inputValue();

    // The second browser, never used before: signing in shows the same cart.
    const second = await browser.newContext({ viewport });
    const secondPage = await second.newPage();
    await signIn(secondPage, ACCOUNTS.other, { lang: journey.lang });
    await secondPage.goto(journey.cart);
    await appReady(secondPage);
    const secondLines = secondPage.getByTestId('cart-line').filter({ hasText: journey.line });
    await expect(secondLines.first()).toBeVisible();
    await expect(secondLines.first().getByTestId('cart-line-quantity')).toHaveValue(quantity);
    await expect(secondPage.getByTestId('cart-line')).toHaveCount(
      await firstPage.getByTestId('cart-line').count(),
    );

    // Signing out forgets the cart in that browser; it is there again at the next sign-in.
    await secondPage.goto(journey.lang === 'fr' ? '/fr/logout' : '/logout');
    await appReady(secondPage);
    await secondPage.getByTestId('confirm-sign-out').click();
    await secondPage.waitForURL((url) => url.pathname === '/' || url.pathname === '/fr');
    await expect
      .poll(() => secondPage.evaluate(() => localStorage.getItem('portal.cartSessionId')))
      .toBeNull();
    await signIn(secondPage, ACCOUNTS.other, { lang: journey.lang });
    await secondPage.goto(journey.cart);
    await expect(secondPage.getByTestId('cart-line').filter({ hasText: journey.line }).first()).toBeVisible();

    await first.close();
    await second.close();
  });
}
