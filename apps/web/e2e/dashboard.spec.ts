import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, appReady, signIn, signOut } from './helpers';

// The read-only portal user of C1001 arranges its own dashboard: the other specs' accounts keep the default one.
const account = ACCOUNTS.viewer;

const cardCodes = (page: Page) =>
  page.locator('section[data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));

async function openDashboard(page: Page, lang: 'en' | 'fr' = 'en') {
  await page.goto(lang === 'fr' ? '/fr/backoffice/dashboard' : '/backoffice/dashboard');
  await appReady(page);
  await expect(page.locator('section[data-card]').first()).toBeVisible();
}

/** Waits for the arrangement to be saved on the server. */
const settingsSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/Dashboard\/Settings$/i.test(r.url()) && r.ok(),
  );

test('a customer arranges its dashboard and finds the same arrangement after signing in again', async ({
  page,
}) => {
  await signIn(page, account);
  await openDashboard(page);
  const before = await cardCodes(page);
  expect(before.slice(0, 2)).toEqual(['MESSAGES', 'BALANCE']);

  // From the card's menu: metal prices one step earlier.
  const metalsIndex = before.indexOf('METALS');
  let saved = settingsSaved(page);
  await page.getByRole('button', { name: 'Options of card: Metal prices' }).click();
  await page.getByRole('menuitem', { name: 'Move earlier' }).click();
  await saved;
  await expect.poll(() => cardCodes(page).then((codes) => codes.indexOf('METALS'))).toBe(metalsIndex - 1);

  // By the keyboard on the drag handle: the balance card picked up, moved and dropped elsewhere.
  saved = settingsSaved(page);
  const handle = page.getByRole('button', { name: 'Move card: Balance' });
  await handle.focus();
  const announced = page.locator('[role="status"]', { hasText: 'Card Balance' });
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/^(Picked up card Balance|Card Balance is over position 2)\.$/);
  // Each step is announced once the card is over its new place; it is dropped where the announcement says.
  await page.keyboard.press('ArrowDown');
  await expect(announced).toHaveText(/is over position (?!2\.)\d+\./);
  await page.keyboard.press('Space');
  await saved;
  await expect.poll(() => cardCodes(page).then((codes) => codes.indexOf('BALANCE'))).toBeGreaterThan(1);

  // Featured items hidden.
  saved = settingsSaved(page);
  await page.getByRole('button', { name: 'Options of card: Featured items' }).click();
  await page.getByRole('menuitem', { name: 'Hide card' }).click();
  await saved;
  await expect(page.locator('section[data-card="FEATURED"]')).toHaveCount(0);

  const arranged = await cardCodes(page);
  expect(arranged).not.toEqual(before);

  await signOut(page);
  await signIn(page, account);
  await openDashboard(page);
  await expect.poll(() => cardCodes(page)).toEqual(arranged);

  // Back to the default, so a later run starts from it.
  saved = settingsSaved(page);
  await page.getByRole('button', { name: 'Customize' }).click();
  await page.getByRole('button', { name: 'Reset layout' }).click();
  await saved;
  await expect.poll(() => cardCodes(page)).toEqual(before);
});

test('a card that fails to load fails alone, in French too, and the page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, account, { lang: 'fr' });
  await page.route(/\/api\/Dashboard\/Metals/i, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        value: null,
        hasErrors: true,
        errorMessages: [{ key: 'serverError', value: 'Boom' }],
        apiMessages: { hasErrors: true, serverErrors: ['Boom'] },
      }),
    }),
  );
  await openDashboard(page, 'fr');
  const metals = page.locator('section[data-card="METALS"]');
  await expect(metals.getByRole('alert')).toContainText(
    'Une erreur est survenue lors du chargement des cours des métaux !',
  );
  // The other cards come as usual.
  const balance = page.locator('section[data-card="BALANCE"]');
  await expect(balance.getByText('Solde ouvert')).toBeVisible();
  await expect(page.locator('section[data-card="JOB_ORDERS"]').getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('staff narrow every card to one customer', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await openDashboard(page);
  const jobOrders = page.locator('section[data-card="JOB_ORDERS"]');
  await expect(jobOrders.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Customer' }).fill('Bellweather');
  await page.getByRole('option', { name: /Bellweather Funeral Home/ }).click();
  // Every order the card lists is the chosen customer's, and the balance is that customer's own. The card keeps the
  // previous rows (every customer's, some of them Bellweather's) until the narrowed ones come: waited for as a whole.
  await expect
    .poll(() =>
      jobOrders
        .locator('tbody tr')
        .evaluateAll(
          (rows) => rows.length > 0 && rows.every((r) => r.textContent?.includes('Bellweather Funeral Home')),
        ),
    )
    .toBe(true);
  await expect(page.locator('section[data-card="BALANCE"]').getByText('Available credit')).toBeVisible();
});
