import { type APIRequestContext, type Locator, type Page, expect } from '@playwright/test';

/** The demo accounts (api-conventions "Demo accounts"); the seed of a fresh data directory creates them. */
export const ACCOUNTS = {
  admin: { email: 'admin@demo.test', password: 'Demo#Admin1', name: 'Ada Marlow' },
  customer: { email: 'customer@demo.test', password: 'Demo#Customer1', name: 'Claire Dupont' },
  other: { email: 'other@demo.test', password: 'Demo#Customer2', name: 'Owen Bell' },
  sales: { email: 'sales@demo.test', password: 'Demo#Sales1', name: 'Sam Rivera' },
  viewer: { email: 'viewer@demo.test', password: 'Demo#Viewer1', name: 'Vera Lind' },
  buyer: { email: 'buyer@demo.test', password: 'Demo#Buyer1', name: 'Bruno Petit' },
} as const;

export type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
}

/** Waits until the page answers clicks (the app marks the document once hydrated). */
export const appReady = (page: Page) => expect(page.locator('html[data-app-ready]')).toHaveCount(1);

/**
 * Holds the page's scripts back, as a slow phone does, until `release()`: the server-rendered page is on screen and
 * can be typed into, but nothing of React runs yet.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * Waits until the page shows no loader, skeleton or busy region: the data it loads after the first paint is in (a
 * measurement taken before would see a page without its widest content).
 */
export const dataShown = (page: Page) =>
  expect(page.locator('[aria-busy="true"], .mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);

/** Signs in through the form and waits for the back-office. */
export async function signIn(page: Page, account: Account, { lang = 'en' }: { lang?: 'en' | 'fr' } = {}) {
  await page.goto(lang === 'fr' ? '/fr/login' : '/login');
  await appReady(page);
  await fillSignIn(page, account.email, account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(lang === 'fr' ? /\/fr\/backoffice\// : /^[^#]*\/\/[^/]+\/backoffice\//);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await appReady(page);
}

/**
 * Signs out through the user menu and waits for the landing page. A page still settling after sign-in (its header
 * drawn again once the session is read) can close the menu just opened, so it is opened again until the item shows.
 */
export async function signOut(page: Page) {
  await appReady(page);
  const signOutItem = page.getByTestId('sign-out');
  await expect(async () => {
    if (!(await signOutItem.isVisible())) await page.getByTestId('user-menu').click();
    await signOutItem.click({ timeout: 5_000 });
  }).toPass();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/fr');
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
}

/** The back-office side navigation. */
export const sideNav = (page: Page) =>
  page.getByRole('navigation', { name: /^(Back-office|Espace de gestion)$/ });

/**
 * The mail a demo install keeps, read as its administrator (the only one who may: its mails hold passwords and links).
 */
export async function demoOutbox(request: APIRequestContext) {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password },
  });
  const { token } = (await login.json()) as { token: string };
  const outbox = await request.get('/api/dev-info/outbox', { headers: { authorization: `Bearer ${token}` } });
  expect(outbox.status()).toBe(200);
  return (await outbox.json()).value as { to: string; subject: string; text: string }[];
}

/**
 * Clicks `submit` and returns the order code the server answered (`value.order_code`), once the user has been told
 * '{order_code} - created successfully!'. The code is read from the answer: the toast lives 3 s, and reading its text
 * after seeing it races its end on a busy machine.
 */
export async function submitOrder(page: Page, submit: Locator, call: RegExp): Promise<string> {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && call.test(new URL(r.url()).pathname),
  );
  await submit.click();
  const { value } = (await (await answer).json()) as { value: { order_code: string } };
  await expect(page.getByText(`${value.order_code} - created successfully!`, { exact: true })).toBeVisible();
  return value.order_code;
}

/**
 * Picks an option of a Mantine select as a user types it: typing opens the list and narrows it. A click on a list
 * that is already open closes it, and a busy page can close it between finding the option and clicking it, so the
 * list is opened again with ArrowDown until the option takes the click.
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  // A native select (components/native-fields.tsx) is chosen from as the browser does.
  if (await select.evaluate((element) => element.tagName === 'SELECT')) {
    await expect(select).toBeEnabled();
    await select.selectOption({ label: option });
    await expect(select.locator('option:checked')).toHaveText(option);
    return;
  }
  const item = page.getByRole('option', { name: option, exact: true });
  await select.fill(option);
  await expect(async () => {
    if (!(await item.isVisible())) await select.press('ArrowDown');
    await item.click({ timeout: 5_000 });
  }).toPass();
  await expect(select).toHaveValue(option);
}

/**
 * Picks a customer in a staff customer picker as a user does: types part of the name or number, waits for the list to
 * answer that search (it is searched on the server after a pause, and a click on the list it replaces is lost), then
 * takes the one customer it shows.
 */
export async function pickCustomer(page: Page, select: Locator, typed: string, label: string) {
  await select.click();
  await select.fill(typed);
  // The picker's open list (a native select on the page has options too, in no listbox).
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveText([label]);
  await list.getByRole('option', { name: label, exact: true }).click();
  await expect(select).toHaveValue(label);
}

/**
 * The signed-in user's cart is the same in every browser (POST /shoppingCart/mine): a test that counts the lines it
 * adds first empties the cart earlier tests left, as the user would, once the browser holds the user's own cart.
 */
export async function emptyCart(page: Page, prefix: '' | '/fr' = '') {
  await page.goto(`${prefix}/shopping-cart`);
  await appReady(page);
  await page.waitForFunction(() => localStorage.getItem('portal.cartOwner') !== null);
  const clear = page.getByTestId('cart-clear');
  await expect(clear.or(page.getByTestId('cart-empty'))).toBeVisible();
  if (await clear.isVisible()) {
    await clear.click();
    await page.getByTestId('cart-clear-confirm').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
  }
}

/** Adds the product to the cart from its page, with the given metal, once React has taken over the page. */
export async function addToCart(page: Page, productPath: string, metal: string, added: RegExp) {
  await page.goto(productPath);
  await expect(page.locator('[data-hydrated]')).toBeVisible();
  await page.getByTestId('metal-select').selectOption({ label: metal });
  await expect(page.getByTestId('product-price')).not.toHaveAttribute('data-updating');
  await page.getByTestId('add-to-cart').click();
  // spec §5: a ring whose size the cart already holds is questioned; these journeys add it anyway.
  const proceed = page.getByTestId('same-ring-size-proceed');
  await expect(page.getByText(added).last().or(proceed)).toBeVisible();
  if (await proceed.isVisible()) await proceed.click();
  await expect(page.getByText(added).last()).toBeVisible();
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded) a little ahead of now, so a
 * toast cannot time out while a busy machine takes seconds between two steps of a test. Ten seconds ahead: a step of
 * the test may take that long to reach the page, and the clock cannot be set back.
 */
export async function holdPageClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}

/** Moves the held clock a tenth of a second at a time until `shown` is on screen, as a user would see it at once. */
export async function expectShownOnHeldClock(page: Page, shown: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return shown.isVisible();
      },
      { intervals: [0] },
    )
    .toBe(true);
}

/**
 * Chooses a new card and types it into the processor's own frame (the number never passes through our page). It is
 * not kept: the finance tests of the same customer, running beside this one, find its saved cards as they left them.
 */
export async function typeNewCard(page: Page, cardholder: string) {
  await page.getByTestId('pay-card-new').check();
  await page.getByTestId('pay-save-card').uncheck();
  await page.getByTestId('pay-cardholder-name').fill(cardholder);
  const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await frame.locator('#cardNumber').fill('4111 1111 1111 1111');
  await frame.locator('#expirationDate').fill('12/30');
  await frame.locator('#cvv').fill('111');
  await frame.locator('#postalCode').fill('10001');
}

/** Digits and the decimal sign only: the same amount reads "$1,234.56" in English and "1 234,56 $" in French. */
export const digits = (text: string) => text.replace(/[^\d.,]/g, '').replace(/[.,](?=\d{3}(\D|$))/g, '');

/** Opens a PDF button's tab and answers the PDF's first bytes (the test keeps a copy: Chromium keeps no streamed body). */
export async function openedPdf(page: Page, url: string, click: () => Promise<void>) {
  let pdf: Buffer | null = null;
  await page.route(url, async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response, body: pdf });
  });
  const tab = page.waitForEvent('popup');
  await click();
  const popup = await tab;
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await popup.close();
  return pdf!.subarray(0, 5).toString('latin1');
}
