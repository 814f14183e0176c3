import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, type Account, appReady, signIn } from './helpers';
import { bearer, valueOf } from './job-orders';

/**
 * A customer's scrap metal (docs/jewelry-trade.md §3): staff receive old gold from two customers; each customer reads
 * its own receipts from its credits, in its language, and never the other's.
 */
const SCREENS = [
  {
    lang: 'en',
    width: 1366,
    title: 'Metal received',
    testedBy: 'Ada Marlow',
    grams: '2.412 g',
    fixing: /LBMA (AM|PM) fixing, .+: \$[\d,]+\.\d\d\/oz t/,
  },
  {
    lang: 'fr',
    width: 360,
    title: 'Métal reçu',
    testedBy: 'Ada Marlow',
    grams: '2,412 g',
    fixing: /Fixing (AM|PM) LBMA, .+ : [\d\u202f]+,\d\d\u00a0\$US\/once troy/,
  },
] as const;

async function customerIdOf(request: APIRequestContext, account: Account) {
  const user = await valueOf<{ activeCustomer: { id: number } }>(
    await request.get('/api/auth/user', { headers: await bearer(request, account) }),
  );
  return user.activeCustomer.id;
}

/**
 * Staff receive a little sterling scrap (a couple of dollars of credit) for the customer, at silver's fixing: no other
 * journey sets silver's price by hand, which would leave it without a fixing to credit at.
 */
async function receiveScrap(request: APIRequestContext, customerId: number, note: string) {
  const headers = await bearer(request, ACCOUNTS.admin);
  const alloys = await valueOf<{ id: number; code: string }[]>(
    await request.get('/api/customer-metal-receipts/alloys', { headers }),
  );
  return valueOf<{ creditNumber: string }>(
    await request.post('/api/customer-metal-receipts', {
      headers,
      data: {
        customerId,
        masterAlloyId: alloys.find((a) => a.code === 'SILVER')!.id,
        grams: '2.412',
        fineness: '0.925',
        note,
      },
    }),
  );
}

for (const { lang, width, ...words } of SCREENS) {
  test(`a customer reads its own metal receipts from its credits, never another customer's (${lang}, ${width} px)`, async ({
    openPage,
    request,
  }) => {
    const prefix = lang === 'fr' ? '/fr' : '';
    const own = await receiveScrap(
      request,
      await customerIdOf(request, ACCOUNTS.customer),
      `Old ring ${lang}`,
    );
    const others = await receiveScrap(request, await customerIdOf(request, ACCOUNTS.other), `Chain ${lang}`);

    const page = await openPage({ viewport: { width, height: 900 } });
    await signIn(page, ACCOUNTS.customer, { lang });
    await page.goto(`${prefix}/backoffice/financial/customer-credits`);
    await appReady(page);
    await page.getByTestId('credit-metal-receipts').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/backoffice/financial/metal-receipts$`));
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();

    const receipt = page.locator(`[data-testid="scrap-receipt"][data-credit="${own.creditNumber}"]`);
    await expect(receipt).toContainText(words.grams);
    await expect(receipt).toContainText(words.testedBy);
    await expect(receipt).toContainText(words.fixing);
    await expect(receipt).toContainText(lang === 'fr' ? '0,925' : '0.925');
    await expect(
      page.locator(`[data-testid="scrap-receipt"][data-credit="${others.creditNumber}"]`),
    ).toHaveCount(0);
    // The table scrolls in its own frame: nothing runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/metal-receipts-${lang}-${width}.png`, fullPage: true });
  });
}
