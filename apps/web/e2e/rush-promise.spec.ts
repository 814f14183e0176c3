import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, addToCart, appReady, emptyCart } from './helpers';
import { bearer, jobOrderDrawer, valueOf } from './job-orders';

// A rush date agreed in writing: the customer chooses a tier at checkout and sees its fee as a line
// before placing the order, staff propose another day, the customer accepts it; the order shows the promised day and
// the rush fee line. English at 1366 px, French at 360 px.

const WORDS = {
  en: {
    prefix: '',
    product: '/product/ns-rg1028',
    metal: '14K yellow gold',
    added: /^Added to your cart: Pavé Beaded Stack Ring$/,
    feeLine: /^Rush fee — .+ \+\d+ %$/,
    proposed: /^The workshop proposes /,
    promised: /^Promised for /,
    items: /^Items \(\d+\)$/,
    width: 1366,
  },
  fr: {
    prefix: '/fr',
    product: '/fr/product/ns-rg1028',
    metal: 'Or jaune 14 carats',
    added: /^Article ajouté à votre panier : Bagues empilables « Pavé »$/,
    feeLine: /^Supplément d’urgence — .+ \+\d+ %$/,
    proposed: /^L’atelier propose le /,
    promised: /^Promis pour le /,
    items: /^Articles \(\d+\)$/,
    width: 360,
  },
} as const;

/** A working day (Monday to Friday, not a workshop holiday) at least a week after `day`. */
async function laterWorkingDay(request: APIRequestContext, day: string) {
  const headers = await bearer(request, ACCOUNTS.admin);
  const holidays = await valueOf<{ day: string }[]>(await request.get('/api/workshop-holidays', { headers }));
  const off = new Set(holidays.map((h) => h.day));
  let date = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000);
  const iso = () => date.toISOString().slice(0, 10);
  while ([0, 6].includes(date.getUTCDay()) || off.has(iso())) date = new Date(date.getTime() + 86_400_000);
  return iso();
}

/** Opens the job order's drawer from the job-order list, on the given tab. */
async function openJob(page: Page, prefix: string, code: string, tab: RegExp | 'production') {
  await page.goto(`${prefix}/backoffice/status-tracking/job-orders?tab=all`);
  await appReady(page);
  await page.getByTestId('order-search').fill(code);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.locator(`[data-testid="order-row"][data-code="${code}"]`).getByTestId('order-open').click();
  const drawer = jobOrderDrawer(page);
  await expect(drawer.getByTestId('order-detail-code')).toHaveText(code);
  if (tab === 'production') await drawer.getByTestId('order-tab-production').click();
  else await drawer.getByRole('tab', { name: tab }).click();
  return drawer;
}

test.describe.configure({ mode: 'serial' });

for (const lang of ['en', 'fr'] as const) {
  test(`a rush date: the fee line before ordering, another day proposed and accepted (${lang})`, async ({
    signedIn,
    request,
  }) => {
    const words = WORDS[lang];
    const customer = await signedIn(ACCOUNTS.customer, lang, { width: words.width, height: 900 });
    await emptyCart(customer, words.prefix);
    await addToCart(customer, words.product, words.metal, words.added);
    await customer.goto(`${words.prefix}/checkout`);
    await appReady(customer);

    const method = customer.getByTestId('shipping-method').first();
    await expect(method).toBeVisible();
    await method.click();
    const total = customer.getByTestId('cart-grand-total');
    const before = await total.innerText();
    await customer.getByTestId('rush-tier-EXPRESS').check();
    // The fee is a line of the order: shown before the order is placed, and in its total.
    const summary = customer.getByTestId('order-summary');
    await expect(summary.getByText(words.feeLine)).toBeVisible();
    const fee = await summary.getByTestId('summary-rush-fee').innerText();
    await expect(total).not.toHaveText(before);

    const answer = customer.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && /\/shoppingCart\/submitOrder$/i.test(new URL(r.url()).pathname),
    );
    await customer.getByTestId('submit-order').click();
    const placed = (await (await answer).json()) as { value: { order_code: string; orderId: number } };
    const code = placed.value.order_code;
    await expect(customer).toHaveURL(new RegExp(`/order-confirmation/${code}$`));

    const headers = await bearer(request, ACCOUNTS.customer);
    const promise = await valueOf<{ earliestOn: string }>(
      await request.get(`/api/JobOrders/${placed.value.orderId}/promise`, { headers }),
    );
    const proposedDay = await laterWorkingDay(request, promise.earliestOn);

    const staff = await signedIn(ACCOUNTS.admin, lang, { width: words.width, height: 900 });
    const staffDrawer = await openJob(staff, words.prefix, code, 'production');
    await staffDrawer.getByTestId('promise-day').fill(proposedDay);
    await staffDrawer.getByTestId('promise-save').click();
    await expect(staffDrawer.getByTestId('job-promise-state')).toHaveText(words.proposed);

    const customerDrawer = await openJob(customer, words.prefix, code, 'production');
    await expect(customerDrawer.getByTestId('job-promise-state')).toHaveText(words.proposed);
    await customerDrawer.getByTestId('promise-accept').click();
    await expect(customerDrawer.getByTestId('job-promise-state')).toHaveText(words.promised);

    // The order shows the promised day and carries the rush fee as a line.
    const items = await openJob(customer, words.prefix, code, words.items);
    const feeLine = items.getByText(words.feeLine);
    await expect(feeLine).toBeVisible();
    await expect(items).toContainText(fee);
    await items.getByTestId('order-tab-production').click();
    await expect(items.getByTestId('job-promise-state')).toHaveText(words.promised);
  });
}
