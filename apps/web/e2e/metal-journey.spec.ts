import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, appReady, digits, emptyCart, typeNewCard } from './helpers';
import { pdfText } from './pdf-text';
import { bearer, jobOrderDrawer, jobOrderRow, openJobOrderMetal, valueOf } from './job-orders';

/**
 * The metal journey of docs/jewelry-trade.md §2–3 from end to end: staff enter the day's fixing; the customer sees it
 * named on the configurator and locks the cart's metal price; staff enter a higher fixing; the customer orders at the
 * locked price; staff weigh the finished piece beyond the tolerance; the customer approves; the invoice bills the
 * finished grams at the locked price, to the cent.
 *
 * Each run prices its own base metal (gold in English, platinum in French), so the two runs' fixings of today never
 * meet, and no other journey prices in platinum.
 */
const RUNS = [
  {
    lang: 'en',
    width: 1366,
    alloy: 'GOLD',
    source: 'LBMA',
    metal: '14KY',
    first: 2710.4,
    higher: 2893.15,
    words: {
      metalField: 'Metal',
      sessionField: 'Session',
      fixedAt: 'Fixed at',
      alloyName: 'Gold',
      recorded: 'Gold fixing recorded',
      fixing: (session: string) => `Gold ${session} fixing`,
      price: (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}/oz t`,
      held: 'Metal price locked',
      added: /^Added to your cart: /,
      pending: 'Awaiting approval',
      approved: 'Approved by the customer',
    },
  },
  {
    lang: 'fr',
    width: 360,
    alloy: 'PLATINUM',
    source: 'LME',
    metal: 'PT950',
    first: 1012.3,
    higher: 1131.85,
    words: {
      metalField: 'Métal',
      sessionField: 'Séance',
      fixedAt: 'Fixé le',
      alloyName: 'Platine',
      recorded: 'Fixing Platine enregistré',
      fixing: (session: string) => `Fixing ${session} du platine`,
      price: (amount: number) =>
        `${amount.toLocaleString('fr-FR', { minimumFractionDigits: 2 })}\u00a0$US/oz t`,
      held: 'Prix du métal bloqué',
      added: /^Article ajouté à votre panier : /,
      pending: 'En attente d’approbation',
      approved: 'Approuvé par le client',
    },
  },
] as const;

interface Fixing {
  id: number;
  session: 'AM' | 'PM';
  fixingDate: string;
}

interface CartAnswer {
  metalLock: {
    fixingId: number | null;
    prices: { pricePerGram: number; basis: { masterAlloyCode: string; fixingId: number | null } }[];
  } | null;
}

interface MetalWeights {
  amountDifference: number;
  lines: {
    orderItemId: number;
    quantity: number;
    estimatedGrams: number | null;
    orderedPricePerGram: number | null;
    finishedPricePerGram: number | null;
    locked: boolean;
  }[];
}

/** The fixing's day is London's (docs/jewelry-trade.md §2). */
const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * Today's sessions of the metal that hold no fixing yet. The demo's fixings are PM ones, and today's is there only on
 * a weekday after the PM fixing's hour.
 */
async function freeSessions(request: APIRequestContext, headers: Record<string, string>, alloy: string) {
  const day = londonToday();
  const today = await valueOf<{ items: Fixing[] }>(
    await request.get(`/api/metal-fixings?metal=${alloy}&dateFrom=${day}&dateTo=${day}&pageSize=10`, {
      headers,
    }),
  );
  return (['AM', 'PM'] as const).filter((s) => !today.items.some((f) => f.session === s));
}

/** The time of now as a datetime-local field takes it, in the browser's zone, to the minute. */
const fieldNow = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    now.setSeconds(0, 0);
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });

/** Exact cents of grams (3 decimals) × a price per gram (4 decimals), rounded half up once, as the invoice rounds. */
const metalCents = (grams: number, pricePerGram: number) =>
  Math.round((Math.round(grams * 1000) * Math.round(pricePerGram * 10_000)) / 100_000);

// The journey is two of the long ones in one (the lock and the order, then the weight and the invoice), a staff member
// and a customer side by side: twice the configuration's budget for a loaded machine.
test.describe.configure({ timeout: 360_000 });

for (const run of RUNS) {
  const { lang, width, words } = run;
  const prefix = lang === 'fr' ? '/fr' : '';

  test(`a fixing, a lock, a higher fixing, an order at the locked price, a heavier piece approved and invoiced to the cent (${lang}, ${width} px)`, async ({
    signedIn,
    request,
  }) => {
    const viewport = { width, height: 900 };
    const staffHeaders = await bearer(request, ACCOUNTS.sales);
    const sessions = await freeSessions(request, staffHeaders, run.alloy);
    expect(sessions.length, `today's ${run.alloy} sessions are free`).toBeGreaterThan(0);

    // Staff enter today's fixing on the metal screen.
    const staff = await signedIn(ACCOUNTS.sales, lang, viewport);
    await staff.goto(`${prefix}/backoffice/metal`);
    await appReady(staff);
    const form = staff.getByTestId('fixing-form');
    const session = sessions[0]!;
    await form.getByRole('combobox', { name: words.metalField }).click();
    await staff.getByRole('option', { name: words.alloyName, exact: true }).click();
    await form.getByRole('combobox', { name: words.sessionField }).click();
    await staff.getByRole('option', { name: session, exact: true }).click();
    await expect(form.getByRole('combobox', { name: words.sessionField })).toHaveValue(session);
    await form.getByLabel(words.fixedAt).fill(await fieldNow(staff));
    await form.getByTestId('fixing-price').fill(String(run.first));
    const recordedAnswer = staff.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/metal-fixings',
    );
    await form.getByTestId('save-fixing').click();
    const fixing = ((await (await recordedAnswer).json()) as { value: Fixing }).value;
    await expect(staff.getByText(words.recorded).first()).toBeVisible();

    // The customer sees the configurator's price rest on it, adds the ring and locks the cart's metal price.
    const customer = await signedIn(ACCOUNTS.customer, lang, viewport);
    await emptyCart(customer, prefix);
    await customer.goto(`${prefix}/configurator/ns-rg1028`);
    await expect(customer.locator('[data-hydrated]')).toBeVisible();
    await customer.getByTestId(`metal-${run.metal}`).click();
    await expect(customer.getByTestId('configurator-price')).not.toHaveAttribute('data-updating');
    const configuratorBasis = customer.getByTestId('configurator-price-basis');
    await expect(configuratorBasis).toContainText(words.fixing(session));
    await expect(configuratorBasis).toContainText(words.price(run.first));
    await customer.getByTestId('add-to-cart').click();
    await expect(customer.getByText(words.added).last()).toBeVisible();

    await customer.goto(`${prefix}/shopping-cart`);
    await appReady(customer);
    const line = customer.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    const lockAnswer = customer.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        /\/shoppingCart\/lock-metal-price$/i.test(new URL(r.url()).pathname),
    );
    await customer.getByTestId('metal-lock-action').click();
    const lock = ((await (await lockAnswer).json()) as { value: CartAnswer }).value.metalLock!;
    await expect(customer.getByTestId('metal-lock').getByRole('heading', { name: words.held })).toBeVisible();
    // The lock holds the fixing staff just entered.
    expect(lock.fixingId).toBe(fixing.id);
    const locked = lock.prices.find((p) => p.basis.masterAlloyCode === run.alloy)!;
    expect(locked.basis.fixingId).toBe(fixing.id);
    await expect(line.getByTestId('cart-line-basis')).toContainText(words.price(run.first));
    const linePrice = await line.getByTestId('cart-line-price').innerText();
    const lineTotal = await line.getByTestId('cart-line-total').innerText();

    // The market moves: staff enter a higher fixing of the same metal (through the API, as a feed would).
    const later = sessions[1];
    const higher = later
      ? await request.post('/api/metal-fixings', {
          headers: staffHeaders,
          data: {
            metal: run.alloy,
            session: later,
            source: run.source,
            pricePerOunce: run.higher,
            fixedAt: new Date().toISOString(),
          },
        })
      : // Today's other session was fixed before the test (a weekday afternoon): the day's fixing is corrected upward.
        await request.put(`/api/metal-fixings/${fixing.id}`, {
          headers: staffHeaders,
          data: {
            metal: run.alloy,
            session,
            source: run.source,
            pricePerOunce: run.higher,
            fixedAt: new Date(Date.now() - 60_000).toISOString(),
          },
        });
    await valueOf(higher);
    // A new cart line would now be priced on the higher fixing; the locked one is not.
    await customer.reload();
    await appReady(customer);
    await expect(customer.getByTestId('metal-lock').getByRole('heading', { name: words.held })).toBeVisible();
    await expect(line.getByTestId('cart-line-price')).toHaveText(linePrice);
    await expect(line.getByTestId('cart-line-basis')).toContainText(words.price(run.first));
    await expect(customer.getByTestId('repricing-notice')).toHaveCount(0);

    // The customer submits within the window, at the locked price.
    await customer.getByTestId('go-to-checkout').click();
    await expect(customer).toHaveURL(new RegExp(`${prefix}/checkout$`));
    await expect(customer.getByTestId('billingAddress-city')).not.toHaveValue('');
    const method = customer.getByTestId('shipping-method').first();
    await expect(method).toBeVisible();
    await method.click();
    await expect(customer.getByTestId('repricing-notice')).toHaveCount(0);
    const submitted = customer.waitForResponse(
      (r) =>
        r.request().method() === 'POST' && /\/shoppingCart\/submitOrder$/i.test(new URL(r.url()).pathname),
    );
    await customer.getByTestId('submit-order').click();
    const order = (
      (await (await submitted).json()) as {
        value: { order_code: string; orderId: number; jobTypeCode: string };
      }
    ).value;
    // A made-to-order ring: a job order, billed on its finished weight.
    expect(order.jobTypeCode).toBe('JO');
    await expect(customer).toHaveURL(new RegExp(`${prefix}/order-confirmation/${order.order_code}$`));
    await expect(customer.getByTestId('order-confirmation').getByTestId('order-item')).toContainText(
      lineTotal,
    );

    const ordered = await valueOf<MetalWeights>(
      await request.get(`/api/JobOrders/${order.orderId}/metal-weights`, { headers: staffHeaders }),
    );
    const orderedLine = ordered.lines[0]!;
    expect(orderedLine.locked).toBe(true);
    expect(orderedLine.orderedPricePerGram).toBe(locked.pricePerGram);

    // Staff weigh the finished piece: 15 % over its estimate, beyond the default 5 % tolerance.
    const grams = Math.round(orderedLine.estimatedGrams! * 1150) / 1000;
    await openJobOrderMetal(staff, prefix, order.order_code);
    const staffDrawer = jobOrderDrawer(staff);
    await expect(staffDrawer.getByTestId('metal-weight-basis')).toContainText(words.fixing(session));
    await expect(staffDrawer.getByTestId('metal-weight-basis')).toContainText(words.price(run.first));
    await staffDrawer.getByTestId(`finished-weight-${orderedLine.orderItemId}`).fill(String(grams));
    await staffDrawer.getByTestId('finished-weight-save').click();
    await expect(staffDrawer.getByTestId('weight-approval')).toHaveText(words.pending);
    // Weighed in grams, and in the trade's other units through the conversion table.
    await expect(staffDrawer.getByTestId('finished-grams')).toContainText(
      new RegExp(`^${grams.toFixed(3).replace('.', '[.,]')} g · [\\d.,]+ dwt · [\\d.,]+ oz t$`),
    );

    // The customer approves the difference in the portal; the basis is still the locked fixing.
    await openJobOrderMetal(customer, prefix, order.order_code);
    const customerDrawer = jobOrderDrawer(customer);
    await expect(customerDrawer.getByTestId('weight-pending')).toBeVisible();
    await expect(customerDrawer.getByTestId('metal-weight-basis')).toContainText(words.price(run.first));
    await customerDrawer.getByTestId('weight-approve').click();
    await expect(customerDrawer.getByTestId('weight-approval')).toHaveText(words.approved);

    // What the invoice must come to, from the API's answers: the line as ordered less its estimated metal, plus the
    // finished grams at the locked price per gram, the rest of the order as submitted, and the tax on the change.
    const weighed = await valueOf<MetalWeights>(
      await request.get(`/api/JobOrders/${order.orderId}/metal-weights`, { headers: staffHeaders }),
    );
    const weighedLine = weighed.lines[0]!;
    expect(weighedLine.finishedPricePerGram).toBe(locked.pricePerGram);
    const perPiece = orderedLine.estimatedGrams! / orderedLine.quantity;
    const estimatedMetal = metalCents(perPiece, locked.pricePerGram) * orderedLine.quantity;
    const finishedMetal = metalCents(grams, locked.pricePerGram);
    expect(Math.round(weighed.amountDifference * 100)).toBe(finishedMetal - estimatedMetal);
    const detail = await valueOf<{
      totals: { grandTotal: number; salesTaxValue: number; salesTaxPercent: number };
    }>(await request.get(`/api/job-orders-extended/${order.orderId}/detail`, { headers: staffHeaders }));
    const change = finishedMetal - estimatedMetal;
    const tax = detail.totals.salesTaxValue ? Math.round((change * detail.totals.salesTaxPercent) / 100) : 0;
    const expectedCents = Math.round(detail.totals.grandTotal * 100) + change + tax;
    const asText = (cents: number) => (cents / 100).toFixed(2).replace('.', lang === 'fr' ? ',' : '.');

    // The customer pays the job order from its list: it is invoiced then, on the finished weight.
    await customer.keyboard.press('Escape');
    await jobOrderRow(customer, order.order_code).getByRole('checkbox').check();
    await customer.getByTestId('bulk-pay').click();
    await typeNewCard(customer, 'Claire Dupont');
    const paidAnswer = customer.waitForResponse((r) =>
      /\/payment\/insertOrdersAndPay$/i.test(new URL(r.url()).pathname),
    );
    await customer.getByTestId('pay-orders-dialog').getByTestId('pay-orders-submit').click();
    const paid = ((await (await paidAnswer).json()) as { value: { invoices: { invoiceCode: string }[] } })
      .value;
    const invoiceCode = paid.invoices[0]!.invoiceCode;

    await customer.goto(`${prefix}/backoffice/financial/invoices?q=${encodeURIComponent(invoiceCode)}`);
    await customer
      .locator(`[data-testid="invoice-grid-row"][data-number="${invoiceCode}"]`)
      .getByTestId('invoice-open')
      .click();
    const invoice = customer.getByTestId('invoice-detail');
    await expect(invoice.getByTestId('invoice-detail-number')).toHaveText(invoiceCode);
    await expect
      .poll(async () => digits(await invoice.getByTestId('invoice-detail-total').innerText()))
      .toBe(digits(asText(expectedCents)));
    // The metal's own line: the finished grams at the locked price, worded with its basis.
    const metalLine = invoice
      .getByTestId('invoice-line')
      .filter({ hasText: new RegExp(`${grams.toFixed(3).replace('.', '[.,]')} g`) });
    await expect(metalLine).toHaveCount(1);
    await expect(metalLine).toContainText(words.price(run.first));
    await expect(metalLine).toContainText(/ g · [\d.,]+ dwt · [\d.,]+ oz t /);
    expect(digits(await metalLine.innerText())).toContain(digits(asText(finishedMetal)));
    await customer.screenshot({ path: `test-results/metal-journey-invoice-${lang}-${width}.png` });

    // The printed invoice, in the reader's language: the finished weight in its three units and the locked basis.
    let pdf: Buffer | null = null;
    await customer.route('**/api/invoices/generateInvoicePDFReport/*', async (route) => {
      const response = await route.fetch();
      pdf = await response.body();
      await route.fulfill({ response, body: pdf });
    });
    const tab = customer.waitForEvent('popup');
    await invoice.getByTestId('invoice-detail-print').click();
    await tab;
    await expect.poll(() => pdf !== null).toBe(true);
    const printed = await pdfText(pdf!);
    expect(printed).toContain(invoiceCode);
    expect(printed).toMatch(
      new RegExp(`${grams.toFixed(3).replace('.', '[.,]')} g · [\\d.,]+ dwt · [\\d.,]+ oz t`),
    );
    expect(printed).toContain(words.fixing(session));
  });
}
