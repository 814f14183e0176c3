import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, appReady, demoOutbox } from './helpers';
import { placeJobOrder } from './job-orders';

// A job moves through its production stages in the workshop (the drawer's Production tab, with a photo, then the scan
// page at 360 px) and its customer follows it on the job order's timeline and by e-mail.

const WORDS = {
  en: {
    prefix: '',
    tab: 'Production',
    design: 'Design',
    cad: 'CAD',
    wax: 'Wax',
    moved: (code: string, stage: string) => `${code} is now at ${stage}.`,
  },
  fr: {
    prefix: '/fr',
    tab: 'Production',
    design: 'Conception',
    cad: 'CAO',
    wax: 'Cire',
    moved: (code: string, stage: string) => `${code} est maintenant à l’étape ${stage}.`,
  },
} as const;

/** A 1×1 PNG: a photo the server reads as an image from its bytes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const drawer = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('order-detail-code') });
const currentStage = (page: Page) => page.locator('[data-testid="job-timeline-stage"][data-state="current"]');

/** Opens the job's drawer from the job-order list (searched by its code) on its Production tab. */
async function openProduction(page: Page, prefix: string, code: string, tab: string) {
  await page.goto(`${prefix}/backoffice/status-tracking/job-orders?tab=all`);
  await appReady(page);
  await page.getByTestId('order-search').fill(code);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.locator(`[data-testid="order-row"][data-code="${code}"]`).getByTestId('order-open').click();
  await expect(drawer(page).getByTestId('order-detail-code')).toHaveText(code);
  await drawer(page).getByRole('tab', { name: tab, exact: true }).click();
  await expect(drawer(page).getByTestId('job-timeline')).toBeVisible();
}

for (const lang of ['en', 'fr'] as const) {
  test(`staff move a job through three stages, one by the scan page; the customer sees its timeline (${lang})`, async ({
    signedIn,
    request,
  }) => {
    const words = WORDS[lang];
    const placed = await placeJobOrder(request, ACCOUNTS.customer);
    const code = placed.order_code;

    const staff = await signedIn(ACCOUNTS.admin, lang);
    await openProduction(staff, words.prefix, code, words.tab);
    await expect(drawer(staff).getByTestId('job-timeline-not-started')).toBeVisible();
    // First stage, with a photo of the sketch.
    await drawer(staff).getByTestId('stage-move-note').fill('Sketch approved');
    await drawer(staff)
      .getByTestId('stage-move-form')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: PHOTO });
    await drawer(staff).getByTestId('stage-move-submit').click();
    await expect(currentStage(staff)).toContainText(words.design);
    await expect(drawer(staff).getByTestId('job-timeline-photo')).toHaveCount(1);
    // Second stage.
    await drawer(staff).getByTestId('stage-move-submit').click();
    await expect(currentStage(staff)).toContainText(words.cad);
    await expect(drawer(staff).getByTestId('job-timeline-move')).toHaveCount(2);

    // Third stage from the scan page, on a phone: the scanner types the code and Enter.
    await staff.setViewportSize({ width: 360, height: 800 });
    await staff.goto(`${words.prefix}/backoffice/production/scan`);
    await appReady(staff);
    await staff.getByTestId('production-scan-code').fill(code);
    await staff.getByTestId('production-scan-code').press('Enter');
    await expect(staff.getByTestId('production-scan-result').first()).toHaveText(
      new RegExp(words.moved(code, words.wax).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await expect(staff.getByTestId('production-scan-code')).toHaveValue('');
    const width = await staff.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await staff.screenshot({ path: `test-results/production-scan-${lang}-360.png`, fullPage: true });

    // The customer sees the timeline: the current stage, the stages done with their day, the photo.
    const customer = await signedIn(ACCOUNTS.customer, lang);
    await openProduction(customer, words.prefix, code, words.tab);
    await expect(currentStage(customer)).toContainText(words.wax);
    await expect(customer.locator('[data-testid="job-timeline-stage"][data-state="done"]')).toHaveCount(2);
    await expect(customer.locator('[data-testid="job-timeline-stage"][data-state="coming"]')).toHaveCount(5);
    await expect(drawer(customer).getByTestId('stage-move-form')).toHaveCount(0);
    const photo = drawer(customer).getByTestId('job-timeline-photo').locator('img');
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    for (const size of [1366, 360]) {
      await customer.setViewportSize({ width: size, height: 900 });
      await customer.screenshot({ path: `test-results/production-timeline-${lang}-${size}.png` });
    }

    // The customer was told of each stage change by e-mail, in the language of the user's profile.
    const subjects = (await demoOutbox(request))
      .filter((mail) => mail.to === ACCOUNTS.customer.email)
      .map((mail) => mail.subject);
    for (const [en, fr] of [
      ['Design', 'Conception'],
      ['CAD', 'CAO'],
      ['Wax', 'Cire'],
    ])
      expect(
        subjects.filter((s) => s === `${code}: now at ${en}` || s === `${code} : maintenant à l’étape ${fr}`),
      ).toHaveLength(1);
  });
}
