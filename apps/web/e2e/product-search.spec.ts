import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, dataShown, signIn } from './helpers';

/**
 * Product search (the buying journey, point 2): the storefront header's search box with its suggestions and the
 * results page, and the back-office catalogue's search box; in English and French, on a phone and a laptop. Their
 * accessibility (axe, the suggestions open) is checked in accessibility.spec.ts.
 */

const WORDS = {
  en: {
    prefix: '',
    box: 'Search the catalogue',
    ring: /Solitaire/,
    results: 'Results for “solitare”',
    count: /\d+ products?/,
    none: 'No product matches “zzqxw”.',
  },
  fr: {
    prefix: '/fr',
    box: 'Rechercher dans le catalogue',
    ring: /Solitaires «/,
    results: 'Résultats pour « solitare »',
    count: /\d+ produits?/,
    none: 'Aucun produit ne correspond à « zzqxw ».',
  },
} as const;

const headerBox = (page: Page, lang: 'en' | 'fr') =>
  page.getByTestId('header-search').getByRole('combobox', { name: WORDS[lang].box });

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1366, height: 900 },
])
  test.describe(`product search at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const lang of ['en', 'fr'] as const) {
      const words = WORDS[lang];

      test(`a search with a typo finds the ring (${lang})`, async ({ page }) => {
        await page.goto(`${words.prefix}/`);
        await appReady(page);
        const box = headerBox(page, lang);
        await expect(box).toHaveAttribute('aria-expanded', 'false');
        await box.pressSequentially('solitare', { delay: 30 });
        const list = page.getByTestId('header-search').getByRole('listbox');
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
        await expect(list.getByRole('option').first()).toContainText(words.ring);

        // Enter without a highlighted suggestion: the results, in the address.
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${words.prefix}/catalogue\\?search=solitare$`));
        await expect(page.getByRole('heading', { level: 1, name: words.results })).toBeVisible();
        await expect(page.getByTestId('result-count')).toHaveText(words.count);
        await expect(page.getByTestId('product-grid').getByTestId('product-card').first()).toContainText(
          words.ring,
        );
        await expect(headerBox(page, lang)).toHaveValue('solitare');
      });

      test(`a suggestion picked with the keyboard opens the product, and back returns (${lang})`, async ({
        page,
      }) => {
        await page.goto(`${words.prefix}/catalogue/rings`);
        await appReady(page);
        const box = headerBox(page, lang);
        await box.pressSequentially('cathedral solit', { delay: 30 });
        const options = page.getByTestId('header-search').getByRole('option');
        await expect(options.first()).toBeVisible();
        // The suggestions of the whole text, not of a keystroke before it that a busy machine answered first.
        await expect(page.getByTestId('header-search').getByRole('listbox')).toHaveAttribute(
          'data-query',
          'cathedral solit',
        );
        await box.press('ArrowDown');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await expect(box).toHaveAttribute(
          'aria-activedescendant',
          (await options.first().getAttribute('id'))!,
        );
        await box.press('ArrowDown');
        await box.press('ArrowUp');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
        await box.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${words.prefix}/product/`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(words.ring);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${words.prefix}/catalogue/rings$`));
      });

      test(`Escape closes the suggestions, and a search without matches says so (${lang})`, async ({
        page,
      }) => {
        await page.goto(`${words.prefix}/catalogue`);
        await appReady(page);
        const box = headerBox(page, lang);
        await box.pressSequentially('solitare', { delay: 30 });
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await box.press('Escape');
        await expect(box).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByTestId('header-search').getByRole('listbox')).toBeHidden();
        await box.press('Escape');
        await expect(box).toHaveValue('');
        await box.fill('zzqxw');
        await box.press('Enter');
        await expect(page.getByTestId('no-results')).toContainText(words.none);
      });
    }
  });

test.describe('product search: filters and sharing', () => {
  test('the results keep the catalogue’s filters, and a shared address shows the same view', async ({
    page,
  }) => {
    await page.goto('/catalogue?search=ring');
    await appReady(page);
    const all = Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));
    await page.getByTestId('filter-METAL').getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/search=ring&f\.METAL=/);
    await expect
      .poll(async () => Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, '')))
      .toBeLessThan(all);
    const url = page.url();
    await page.goto(url);
    await expect(page.getByTestId('filter-METAL').getByRole('checkbox').first()).toBeChecked();
    await expect(page.getByTestId('sort-select')).toHaveValue('relevance');
  });
});

test.describe('back-office catalogue search', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1366, height: 900 },
  ])
    test(`searches the products with suggestions at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, ACCOUNTS.sales);
      await page.goto('/backoffice/product-catalog');
      await appReady(page);
      await dataShown(page);
      const box = page
        .getByTestId('product-catalog-search')
        .getByRole('combobox', { name: 'Search the products' });
      await box.pressSequentially('solitare', { delay: 30 });
      await expect(page.getByTestId('product-catalog-search').getByRole('option').first()).toContainText(
        /Solitaire/,
      );
      await box.press('Enter');
      await expect(page).toHaveURL(/\/backoffice\/product-catalog\?search=solitare$/);
      const rows = page.getByTestId('product-catalog-grid').locator('tbody tr[data-code]');
      await expect(rows.first()).toContainText(/Solitaire/);
      await expect
        .poll(async () => (await rows.allInnerTexts()).every((row) => /Solitaire/.test(row)))
        .toBe(true);
    });
});
