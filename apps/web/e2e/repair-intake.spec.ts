import { expect, test } from './fixtures';
import { ACCOUNTS, appReady, sideNav } from './helpers';
import { bearer, jobOrderDrawer } from './job-orders';
import { pdfText } from './pdf-text';

// A repair intake, opened from the back-office menu: staff take one in for the customer they pick with
// the customer picker (English, 1366 px); the customer opens its own from the portal (French, 360 px, through the
// burger). Each with a photo, a stone and metal with their weights and a typed signature; the job order shows the
// intake and its job bag prints it. The repair is then priced (labour and materials) and the customer approves the price
// with the job order's approval, without naming a service type (a repair stays one), before the bench starts: staff price it on the order in English; in French staff price it
// through the API and the customer approves it on the phone.

/** A 1×1 PNG: a photo the server reads as an image from its bytes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const WORDS = {
  en: {
    prefix: '',
    width: 1366,
    account: ACCOUNTS.admin,
    menu: 'New repair',
    intake: 'Repair intake',
    awaiting: 'Awaiting approval',
    approved: 'Approved',
    total: /Sales tax.+Total.+$/,
    items: 'Items (3)',
    signed: /^Signed for at drop-off by Ada Aurora, /,
  },
  fr: {
    prefix: '/fr',
    width: 360,
    account: ACCOUNTS.customer,
    menu: 'Nouvelle réparation',
    intake: 'Réception en réparation',
    awaiting: 'En attente d’approbation',
    approved: 'Approuvé',
    total: /Taxe de vente.+Total.+$/,
    items: 'Articles (3)',
    signed: /^Signé au dépôt par Ada Aurora, /,
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  const who = lang === 'en' ? 'staff take in' : 'a customer opens';
  test(`${who} a repair from the menu with a photo; the job order and its job bag show the intake (${lang})`, async ({
    signedIn,
    request,
  }) => {
    const words = WORDS[lang];
    const page = await signedIn(words.account, lang, { width: words.width, height: 900 });
    await page.goto(`${words.prefix}/backoffice/dashboard`);
    await appReady(page);
    if (words.width < 768) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await sideNav(page).getByRole('link', { name: words.menu, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/backoffice/repairs/new$`));
    if (lang === 'en') {
      // Staff name the customer whose piece it is, through the customer picker.
      const customer = page.getByTestId('repair-customer');
      await customer.click();
      await customer.fill('Aurora Jew');
      await page.getByRole('option', { name: 'Aurora Jewelers (C1001)' }).click();
      await expect(customer).toHaveValue('Aurora Jewelers (C1001)');
    } else {
      await expect(page.getByTestId('repair-customer')).toHaveCount(0);
    }
    const piece = `Solitaire ring ${lang} ${Date.now()}`;
    await page.getByTestId('repair-piece').fill(piece);
    await page.getByTestId('repair-condition').fill('Prong bent; stone loose');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'intake.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByTestId('repair-item-add').click();
    await page.getByTestId('repair-item-description').fill('Round diamond');
    await page.getByTestId('repair-item-weight').fill('1.02');
    await page.getByTestId('repair-signed-name').fill('Ada Aurora');
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/repairs',
    );
    await page.getByTestId('repair-submit').click();
    const opened = (await (await answer).json()) as { value: { orderId: number; orderCode: string } };
    expect(opened.value.orderCode).toMatch(/^JO-/);

    // The job order opens on its drawer; its production tab shows the intake.
    const drawer = jobOrderDrawer(page);
    await expect(drawer.getByTestId('order-detail-code')).toHaveText(opened.value.orderCode);
    await drawer.getByTestId('order-tab-production').click();
    const intake = drawer.getByTestId('repair-intake');
    await expect(intake).toContainText(words.intake);
    await expect(intake).toContainText(piece);
    await expect(intake.getByTestId('repair-intake-items')).toContainText('Round diamond');
    await expect(intake.getByTestId('repair-intake-signature')).toHaveText(words.signed);
    await expect(intake.getByRole('img')).toHaveCount(1);

    // The workshop's job bag prints the intake.
    const bag = await request.get(`/api/JobOrders/${opened.value.orderId}/job-bag`, {
      headers: { ...(await bearer(request, ACCOUNTS.admin)), 'accept-language': lang },
    });
    expect(bag.status()).toBe(200);
    const text = await pdfText(await bag.body());
    for (const words_ of [opened.value.orderCode, words.intake, piece, 'Round diamond', 'Ada Aurora'])
      expect(text).toContain(words_);

    // The repair's price: labour and materials lines, then the customer's approval.
    if (lang === 'en') {
      const form = drawer.getByTestId('repair-price-form');
      await form.getByTestId('repair-price-description').fill('Retip the prong');
      await form.getByTestId('repair-price-amount').fill('85');
      await form.getByTestId('repair-price-add').click();
      await form.getByTestId('repair-price-description').nth(1).fill('Platinum tip');
      await form.getByTestId('repair-price-amount').nth(1).fill('42.50');
      await form.getByTestId('repair-price-submit').click();
      await expect(
        page.getByText(`The price of ${opened.value.orderCode} was sent to the customer for approval`),
      ).toBeVisible();
      // Until the customer answers, staff may price it again: the form stays.
      await expect(drawer.getByTestId('order-status')).toHaveText(words.awaiting);
    } else {
      const priced = await request.post(`/api/JobOrders/${opened.value.orderId}/repair-price`, {
        headers: await bearer(request, ACCOUNTS.admin),
        data: {
          lines: [
            { kind: 'LABOUR', description: 'Retip the prong', amount: 85 },
            { kind: 'MATERIALS', description: 'Platinum tip', amount: 42.5 },
          ],
        },
      });
      expect(priced.status()).toBe(200);
    }
    const buyer =
      lang === 'en' ? await signedIn(ACCOUNTS.customer, lang, { width: words.width, height: 900 }) : page;
    await buyer.goto(
      `${words.prefix}/backoffice/status-tracking/job-orders?tab=all&id=${opened.value.orderId}`,
    );
    await appReady(buyer);
    const order = jobOrderDrawer(buyer);
    await expect(order.getByTestId('order-status')).toHaveText(words.awaiting);
    // The piece's line and the two priced lines.
    await order.getByRole('tab', { name: words.items }).click();
    await expect(order.getByText('Retip the prong')).toBeVisible();
    await expect(order.getByText('Platinum tip')).toBeVisible();
    await order.getByTestId('action-approve').click();
    // A repair stays a repair: the dialog shows the priced lines and asks for no service type.
    const approve = buyer.getByRole('dialog').filter({ has: buyer.getByTestId('approve-submit') });
    const priceLines = approve.getByTestId('approve-repair-price');
    await expect(priceLines).toContainText('Retip the prong');
    await expect(priceLines).toContainText('Platinum tip');
    // Then the tax and the total the customer agrees to.
    await expect(priceLines).toHaveText(words.total);
    await expect(approve.getByTestId('approve-service-type')).toHaveCount(0);
    await approve.getByTestId('approve-submit').click();
    await expect(order.getByTestId('order-status')).toHaveText(words.approved);

    // The repair is the picked customer's: Aurora's portal user reads its intake.
    const seen = await request.get(`/api/JobOrders/${opened.value.orderId}/repair-intake`, {
      headers: await bearer(request, ACCOUNTS.customer),
    });
    expect(seen.status()).toBe(200);
  });
}
