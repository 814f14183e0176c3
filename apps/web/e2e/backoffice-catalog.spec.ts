import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, chooseOption, signIn } from './helpers';

/** A 2×2 PNG, enough for the server's picture check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4scAGiBggFAAwLgaRMe177wAAAABJRU5ErkJggg==',
  'base64',
);

const catalogRows = (page: Page) => page.getByTestId('catalog-grid-row');

/** A code no other run or test uses. */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

test.describe('back-office catalogue', () => {
  test('filters the categories by code and keeps a hidden column hidden after a reload', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/catalog');
    await expect(catalogRows(page)).toHaveCount(10);
    await expect(page.getByText(/^1–10 of \d+$/)).toBeVisible();

    // spec §5: trimmed, case-insensitive contains.
    await page.getByTestId('catalog-filter-code').fill('  rings-sig ');
    await expect(catalogRows(page)).toHaveCount(1);
    await expect(catalogRows(page).first()).toHaveAttribute('data-code', 'RINGS-SIGNET');
    await page.getByTestId('catalog-filter-clear').click();
    await expect(catalogRows(page)).toHaveCount(10);

    const grid = page.getByTestId('catalog-grid');
    await expect(grid.getByRole('columnheader', { name: 'Parent' })).toBeVisible();
    await page.getByTestId('catalog-grid-columns').click();
    // The box follows the saved setting, which the data cache publishes a moment after the click: click, then wait
    // for it (uncheck() reads the state at once and fails on a slow machine).
    const parentBox = page.getByRole('checkbox', { name: 'Parent', exact: true });
    await parentBox.click();
    await expect(parentBox).not.toBeChecked();
    await expect(grid.getByRole('columnheader', { name: 'Parent' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(catalogRows(page).first()).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Code' })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Parent' })).toHaveCount(0);

    // Back to the defaults for the other tests.
    await page.getByTestId('catalog-grid-columns').click();
    await page.getByRole('button', { name: 'Reset to the default columns' }).click();
    await expect(grid.getByRole('columnheader', { name: 'Parent' })).toBeVisible();
  });

  test('creates a category with a picture, adds an item to it, then deletes it', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/catalog');
    await expect(catalogRows(page).first()).toBeVisible();
    const code = uniqueCode('E2E');
    const name = `Test bands ${code}`;

    await page.getByTestId('category-create').click();
    const editor = page.getByTestId('category-editor');
    await editor.getByTestId('category-name').fill(name);
    await editor.getByTestId('category-name-fr').fill(`Alliances test ${code}`);
    await editor.getByTestId('category-code').fill(code);
    await chooseOption(page, editor.getByTestId('category-parent'), 'Rings');
    await editor.getByTestId('category-largeImage').locator('input[type="file"]').setInputFiles({
      name: 'large.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(editor.getByTestId('category-largeImage-preview')).toBeVisible();
    await editor.getByTestId('category-save').click();
    await expect(page.getByText(`${name} - saved successfully!`)).toBeVisible();
    await expect(editor).toHaveCount(0);

    await page.getByTestId('catalog-filter-code').fill(code.toLowerCase());
    const row = catalogRows(page);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Rings');
    await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/categories\/.+\?w=160$/);

    // Its items: none yet; add one from the catalogue.
    await row.getByRole('link', { name: `Items of ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Items of ${name}` })).toBeVisible();
    await expect(page.getByText('This category holds no item yet.')).toBeVisible();
    await page.getByTestId('category-items-add').click();
    const modal = page.getByTestId('add-items-modal');
    await modal.getByTestId('add-items-search').fill('NS-RG1001');
    const option = modal.locator('[data-testid="add-items-option"][data-code="NS-RG1001"]');
    await option.click();
    await expect(modal.getByTestId('add-items-count')).toHaveText('1 chosen');
    // The toast of the creation says the same words: let it go first, so that the next one is the new save's.
    await expect(page.getByText(`${name} - saved successfully!`)).toHaveCount(0);
    await modal.getByTestId('add-items-confirm').click();
    await expect(page.getByText(`${name} - saved successfully!`)).toBeVisible();
    const items = page.getByTestId('category-items-grid-row');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-code', 'NS-RG1001');

    // Remove it again through the selection.
    await items.first().getByRole('checkbox').check();
    await page.getByTestId('category-items-remove').click();
    await expect(items).toHaveCount(0);

    // Delete the category after the confirmation.
    await page.goto('/backoffice/catalog');
    await page.getByTestId('catalog-filter-code').fill(code);
    await expect(catalogRows(page)).toHaveCount(1);
    await catalogRows(page).getByTestId('category-delete').click();
    await expect(page.getByTestId('category-delete-modal')).toContainText(code);
    await page.getByTestId('category-delete-confirm').click();
    await expect(page.getByText('deleted successfully!', { exact: true })).toBeVisible();
    await expect(catalogRows(page)).toHaveCount(0);
  });

  test('moves a category up with the keyboard and saves the order', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/catalog');
    await expect(catalogRows(page).first()).toBeVisible();
    await page.getByTestId('category-order').click();
    const modal = page.getByTestId('category-order-modal');
    await chooseOption(page, modal.getByTestId('category-order-parent'), 'Chains');
    const rows = modal.getByTestId('category-order-row');
    const before = await rows.evaluateAll((list) => list.map((r) => r.getAttribute('data-code')));
    expect(before.length).toBeGreaterThan(1);

    const second = before[1]!;
    await rows.nth(1).getByTestId('category-order-up').focus();
    await page.keyboard.press('Enter');
    await expect(rows.first()).toHaveAttribute('data-code', second);
    await expect(modal.getByRole('status')).toContainText('is now at position 1 of');
    await modal.getByTestId('category-order-save').click();
    await expect(page.getByText('Updated successfully!')).toBeVisible();

    // The storefront order follows: the moved category is first under its parent.
    await page.getByTestId('category-order').click();
    await chooseOption(page, modal.getByTestId('category-order-parent'), 'Chains');
    await expect(rows.first()).toHaveAttribute('data-code', second);
    // Put it back.
    await rows.first().getByTestId('category-order-down').click();
    await modal.getByTestId('category-order-save').click();
    await expect(page.getByText('Updated successfully!').first()).toBeVisible();
  });

  test('edits the SEO entry of a category', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/seo');
    await page.getByTestId('seo-catalog-search').fill('chains-figaro');
    const row = page.locator('[data-testid="seo-catalog-grid-row"][data-code="CHAINS-FIGARO"]');
    await expect(page.getByTestId('seo-catalog-grid-row')).toHaveCount(1);
    await row.getByTestId('seo-edit').click();
    const editor = page.getByTestId('seo-editor');
    const title = `Figaro chains in gold and silver ${Date.now()}`;
    await editor.getByTestId('seo-pageTitle').fill(title);
    await editor.getByTestId('seo-metaDescription').fill('Alternating long and short links.');
    await editor.getByTestId('seo-save').click();
    await expect(page.getByText('SEO settings saved successfully!')).toBeVisible();
    await expect(row).toContainText(title);
    await expect(row).toContainText('EN 2/4');

    // The storefront page takes the title.
    await page.goto('/catalogue/chains-figaro');
    await expect(page).toHaveTitle(title);
  });

  test('the configurator, opened from the product page, prices the chosen metal and every detail follows it', async ({
    page,
  }) => {
    // A normal journey asks nothing the server refuses, and the console stays clean.
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(`console: ${m.text()}`);
    });
    await page.goto('/product/ns-rg1001');
    await page.getByTestId('configurator-link').click();
    await expect(page).toHaveURL(/\/configurator\/ns-rg1001$/);
    await expect(page).toHaveTitle(/^Configure Classic Ring \|/);
    await expect(page.locator('[data-hydrated]')).toBeVisible();
    const price = page.getByTestId('configurator-price');
    await expect(price).not.toHaveAttribute('data-updating');
    const before = await price.innerText();
    const picture = page.getByTestId('product-gallery').locator('img').first();
    const pictureBefore = await picture.getAttribute('src');

    await page.getByRole('radio', { name: 'Platinum 950' }).check();
    await expect(price).not.toHaveText(before);
    await expect(price).not.toHaveAttribute('data-updating');
    await expect(picture).not.toHaveAttribute('src', pictureBefore ?? '');
    await expect(page.getByTestId('configurator-breakdown')).toContainText('Price per piece');
    // The Details say platinum, not the gold the product is made in by default.
    const details = page.getByTestId('product-attributes');
    await expect(details.locator('tr[data-code="METAL"] td')).toHaveText('Platinum 950');
    await expect(details.locator('tr[data-code="KARAT"]')).toHaveCount(0);
    await expect(details).not.toContainText('Gold');
    expect(refused).toEqual([]);
  });

  test('in French', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin, { lang: 'fr' });
    await page.goto('/fr/backoffice/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion du catalogue' })).toBeVisible();
    await page.getByLabel('Le code contient').fill('rings-signet');
    await expect(catalogRows(page)).toHaveCount(1);
    await expect(catalogRows(page).first()).toContainText('Chevalières');
    await expect(page.getByText(/^1–1 sur 1$/)).toBeVisible();

    await page.goto('/fr/configurator/ns-rg1001');
    await expect(page.getByText('Prix de cette configuration')).toBeVisible();
    await expect(page.getByTestId('configurator-price')).toHaveText(/^\d[\d\s]*,\d{2}\s\$US$/);
  });

  test('the product catalog counts a category’s products with those of its sub-categories', async ({
    page,
    request,
  }) => {
    const all = (await (await request.get('/api/ProductCategories?getOnlyParent=false')).json()).value as {
      code: string;
      name: string;
      totalItemCount: number;
    }[];
    const rings = all.find((c) => c.code === 'RINGS')!;
    expect(rings.totalItemCount).toBeGreaterThan(0);
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/product-catalog');
    const tree = page.getByTestId('product-catalog-tree');
    await expect(
      tree.getByRole('link', { name: new RegExp(`^${rings.name}\\s*${rings.totalItemCount} items$`) }),
    ).toBeVisible();
  });
});
