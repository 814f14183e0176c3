import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, appReady, dataShown, sideNav, signIn } from './helpers';

const WORDS = {
  en: {
    prefix: '',
    metalTab: 'Metal in production',
    returned: 'Returned',
    issue: 'Record metal issued',
    giveBack: 'Record metal returned',
    flag: 'Metal loss',
    casting: 'Casting',
    lossPercent: /10\.00\s%/,
    report: 'Metal accountability',
  },
  fr: {
    prefix: '/fr',
    metalTab: 'Métal en production',
    returned: 'Rendu',
    issue: 'Enregistrer le métal remis',
    giveBack: 'Enregistrer le métal rendu',
    flag: 'Perte de métal',
    casting: 'Fonte',
    lossPercent: /10,00\s%/,
    report: 'Bilan du métal',
  },
} as const;

const drawer = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('order-detail-code') });

/** Records one movement through the job's metal form and waits for the movements table to list it. */
async function record(page: Page, grams: string, submit: string, expectedRows: number) {
  const form = page.getByTestId('metal-movement-form');
  await form.getByTestId('metal-grams').fill(grams);
  await form.getByRole('button', { name: submit }).click();
  await expect(page.getByTestId('job-metal-movements').locator('tbody tr')).toHaveCount(expectedRows);
}

for (const [lang, words] of Object.entries(WORDS) as [
  keyof typeof WORDS,
  (typeof WORDS)[keyof typeof WORDS],
][]) {
  test(`staff record metal issued to and returned from a job and see its loss (${lang})`, async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, { lang });
    await page.goto(`${words.prefix}/backoffice/status-tracking/job-orders?tab=all`);
    await appReady(page);
    // Each language takes a job of its own, so the two runs never add to each other's loss.
    const row = page.getByTestId('order-row').nth(lang === 'en' ? 0 : 1);
    const code = await row.getAttribute('data-code');
    await row.getByTestId('order-open').click();
    await drawer(page).getByRole('tab', { name: words.metalTab }).click();
    await expect(page.getByTestId('job-metal')).toBeVisible();

    await record(page, '10', words.issue, 1);
    await page.getByTestId('metal-movement-form').locator('label', { hasText: words.returned }).click();
    await record(page, '9', words.giveBack, 2);
    // 1 g of 10 g lost at casting: 10 %, above the alloy's 5 %.
    const steps = page.getByTestId('job-metal-steps');
    await expect(steps.getByTestId('job-metal-steps-row').filter({ hasText: words.casting })).toContainText(
      words.lossPercent,
    );
    await expect(page.getByTestId('job-metal-flag')).toBeVisible();
    await page.screenshot({ path: `test-results/metal-job-${lang}-1366.png`, fullPage: true });

    await page.keyboard.press('Escape');
    const listed = page.locator(`[data-testid="order-row"][data-code="${code}"]`);
    await expect(listed.getByTestId('order-metal-loss')).toHaveText(words.flag);

    await sideNav(page).getByRole('link', { name: words.report, exact: true }).click();
    await page.waitForURL(`**${words.prefix}/backoffice/metal-accountability`);
    await dataShown(page);
    await expect(
      page
        .getByTestId('metal-report-steps')
        .getByTestId('metal-report-steps-row')
        .filter({ hasText: words.casting }),
    ).not.toHaveCount(0);
    await expect(page.locator('.recharts-wrapper').first()).toBeVisible();
    await page.screenshot({ path: `test-results/metal-report-${lang}-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByTestId('metal-report-csv')).toBeVisible();
    await page.screenshot({ path: `test-results/metal-report-${lang}-360.png`, fullPage: true });
  });
}
