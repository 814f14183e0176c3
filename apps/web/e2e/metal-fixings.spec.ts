import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, appReady, signIn } from './helpers';

/**
 * Old AM sessions: the demo fixings are PM ones, and a fixing older than the latest moves no price, so the other specs'
 * prices stay as they are. Each run picks its own days, so a second run on the same database records new fixings.
 */
const runDay = (offset: number) => {
  const back = 200 + ((Math.floor(Date.now() / 60_000) + offset) % 150);
  return new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
};

async function recordFixing(page: Page, labels: Labels, day: string) {
  const form = page.getByTestId('fixing-form');
  await form.getByRole('combobox', { name: labels.metal }).click();
  await page.getByRole('option', { name: labels.platinum, exact: true }).click();
  await form.getByRole('combobox', { name: labels.session }).click();
  await page.getByRole('option', { name: 'AM', exact: true }).click();
  await expect(form.getByRole('combobox', { name: labels.session })).toHaveValue('AM');
  await form.getByLabel(labels.fixedAt).fill(`${day}T09:45`);
  await form.getByTestId('fixing-price').fill('0');
  await form.getByTestId('save-fixing').click();
  await expect(form.getByText(labels.zero)).toBeVisible();
  await form.getByTestId('fixing-price').fill('951.25');
  await form.getByTestId('save-fixing').click();
  await expect(page.getByText(labels.recorded).first()).toBeVisible();
}

async function importWithBadLine(page: Page, labels: Labels, day: string) {
  await page.getByRole('tab', { name: labels.importTab }).click();
  const csv = `date,metal,session,price\n${day},SILVER,AM,30.55\n${day},GOLD,AM,0\n`;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'fixings.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByTestId('import-fixings').click();
  const result = page.getByTestId('import-result');
  await expect(result.getByRole('status')).toContainText(labels.nothingKept);
  await expect(result.getByTestId('import-line').nth(1)).toContainText(labels.zero);
  await page.getByLabel(labels.importValid).check();
  await page.getByTestId('import-fixings').click();
  await expect(result.getByRole('status')).toContainText(labels.kept);
  await expect(result.getByTestId('import-line').first()).toContainText(labels.taken);
}

const EN = {
  metal: 'Metal',
  platinum: 'Platinum',
  session: 'Session',
  fixedAt: 'Fixed at',
  zero: 'The price must be more than zero',
  recorded: 'Platinum fixing recorded',
  importTab: 'Import a CSV',
  nothingKept: 'Nothing was imported. Lines refused: 1.',
  importValid: 'Import the valid lines even if others are refused',
  kept: 'Fixings imported: 1. Lines refused: 1.',
  taken: 'Imported',
};
type Labels = typeof EN;
const FR: Labels = {
  metal: 'Métal',
  platinum: 'Platine',
  session: 'Séance',
  fixedAt: 'Fixé le',
  zero: 'Le prix doit être supérieur à zéro',
  recorded: 'Fixing Platine enregistré',
  importTab: 'Importer un CSV',
  nothingKept: 'Rien n’a été importé. Lignes refusées : 1.',
  importValid: 'Importer les lignes valides même si d’autres sont refusées',
  kept: 'Fixings importés : 1. Lignes refusées : 1.',
  taken: 'Importée',
};

test.describe('the day’s fixings', () => {
  test('staff record a fixing and import a CSV with a bad line, in English', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/backoffice/metal');
    await appReady(page);
    await recordFixing(page, EN, runDay(0));
    await expect(page.getByTestId('metal-fixing-row').first()).toBeVisible();
    await importWithBadLine(page, EN, runDay(1));
    await page.getByRole('tab', { name: 'Formulas' }).click();
    await expect(page.getByTestId('alloy-formulas')).toContainText('PM fixing');
  });

  test('staff record a fixing and import a CSV with a bad line, in French', async ({ page }) => {
    await signIn(page, ACCOUNTS.sales, { lang: 'fr' });
    await page.goto('/fr/backoffice/metal');
    await appReady(page);
    await expect(page.getByRole('heading', { name: 'Métal' })).toBeVisible();
    await recordFixing(page, FR, runDay(2));
    await importWithBadLine(page, FR, runDay(3));
  });
});
