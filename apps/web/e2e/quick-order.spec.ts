import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, emptyCart, signIn } from './helpers';

/**
 * Quick order: a jeweler pastes style codes with quantity, metal and size; the wrong lines are answered and stay in the
 * box to be corrected, the right ones go to the cart; on a laptop in English and on a phone in French.
 */

const WORDS = {
  en: {
    unknown: 'No product has this style code',
    metal: 'This metal is not offered',
    quantity: 'The quantity must be a whole number from 1 to 999',
    checked: '27 lines can be ordered; 3 refused.',
    addedSome: '27 lines added to the cart; 3 refused: correct them in the box and add them again.',
    addedAll: '3 lines added to the cart.',
    check: 'Check the lines',
    add: 'Add to cart',
  },
  fr: {
    unknown: 'Aucun produit ne porte ce code de modèle',
    metal: 'Ce métal n’est pas proposé',
    quantity: 'La quantité doit être un nombre entier de 1 à 999',
    checked: '27 lignes peuvent être commandées ; 3 refusée(s).',
    addedSome:
      '27 lignes ajoutées au panier ; 3 refusée(s) : corrigez-les dans la zone de saisie et ajoutez-les à nouveau.',
    addedAll: '3 lignes ajoutées au panier.',
    check: 'Vérifier les lignes',
    add: 'Ajouter au panier',
  },
} as const;

/** Thirty lines as a spreadsheet gives them, three of them wrong (an unknown code, a metal, a quantity). */
const PASTED = [
  'NS-RG1001\t2\t14KY\t6.75',
  'NO-SUCH-STYLE, 1',
  'ns-br1482, 1',
  'NS-RG1001, 1, Unobtainium',
  'NS-RG1001, two',
  ...Array.from({ length: 25 }, (_, i) => (i % 2 ? 'NS-BR1482, 1' : 'NS-BR1483\t2')),
].join('\n');

const rows = (page: Page) => page.getByTestId('quick-order-row');

for (const [lang, viewport] of [
  ['en', { width: 1366, height: 900 }],
  ['fr', { width: 360, height: 780 }],
] as const) {
  test(`a pasted quick order, checked, added and corrected (${lang}, ${viewport.width} px)`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    const prefix = lang === 'fr' ? '/fr' : '';
    await page.setViewportSize(viewport);
    await signIn(page, ACCOUNTS.customer, { lang });
    await emptyCart(page, prefix);
    await page.goto(`${prefix}/backoffice/quick-order`);
    await appReady(page);

    const box = page.getByTestId('quick-order-lines');
    await box.fill(PASTED);
    await page.getByRole('button', { name: words.check }).click();
    await expect(page.getByTestId('quick-order-result').getByRole('status')).toHaveText(words.checked);
    await expect(rows(page)).toHaveCount(30);
    const statuses = await rows(page).evaluateAll((all) => all.map((r) => r.getAttribute('data-status')));
    expect(statuses).toEqual(['valid', 'refused', 'valid', 'refused', 'refused', ...Array(25).fill('valid')]);
    await expect(rows(page).nth(1)).toContainText(words.unknown);
    await expect(rows(page).nth(3)).toContainText(words.metal);
    await expect(rows(page).nth(4)).toContainText(words.quantity);

    await page.getByRole('button', { name: words.add, exact: true }).click();
    await expect(page.getByTestId('quick-order-result').getByRole('status')).toContainText(words.addedSome);
    // The refused lines stay in the box, to be corrected.
    await expect(box).toHaveValue(
      ['NO-SUCH-STYLE, 1', 'NS-RG1001, 1, Unobtainium', 'NS-RG1001, two'].join('\n'),
    );
    await box.fill(['NS-RG1001, 1, 14KY, 7', 'NS-RG1001, 2'].join('\n'));
    // A code typed in the search box becomes a line of one piece.
    const find = page.getByTestId('quick-order-find').getByRole('combobox');
    await find.fill('NS-BR1483');
    await find.press('Enter');
    await expect(box).toHaveValue(['NS-RG1001, 1, 14KY, 7', 'NS-RG1001, 2', 'NS-BR1483, 1'].join('\n'));
    await page.getByRole('button', { name: words.add, exact: true }).click();
    await expect(page.getByTestId('quick-order-result').getByRole('status')).toContainText(words.addedAll);
    await expect(box).toHaveValue('');

    // The cart holds what went in: the ring in 6¾, in 7 and in its own size, and the two bracelets added up.
    await page.goto(`${prefix}/shopping-cart`);
    await appReady(page);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(5);
  });
}
