import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  appReady,
  demoOutbox,
  expectShownOnHeldClock,
  fillSignIn,
  holdPageClock,
  holdScripts,
  sideNav,
  signIn,
  signOut,
} from './helpers';

test.describe('sign in and out with each demo account', () => {
  test('admin: staff navigation with every module, switch user offered', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    const nav = sideNav(page);
    for (const name of ['Dashboard', 'Invoices', 'Content', 'SEO', 'Catalog management', 'Configuration']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('switch-user')).toBeVisible();
    await signOut(page);
  });

  test('customer: customer navigation, active customer shown, no staff modules', async ({ page }) => {
    await signIn(page, ACCOUNTS.customer);
    await expect(page.getByText('You are working for Aurora Jewelers (account C1001).')).toBeVisible();
    const nav = sideNav(page);
    await expect(nav.getByRole('link', { name: 'Shopping cart', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Invoices', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Configuration', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Content', exact: true })).toHaveCount(0);
    await expect(page.getByTestId('switch-user')).toHaveCount(0);
    await signOut(page);
  });

  test('other customer: its own account only, nothing to switch to', async ({ page }) => {
    await signIn(page, ACCOUNTS.other);
    await expect(page.getByText(/Bellweather Funeral Home \(account C1002\)/)).toBeVisible();
    await expect(page.getByTestId('customer-switcher')).toHaveCount(0);
    await signOut(page);
    // Signed out: the back-office sends the visitor to the landing page again.
    await page.goto('/backoffice/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('my profile shows the signed-in user from the API', async ({ page }) => {
    await signIn(page, ACCOUNTS.customer);
    await sideNav(page).getByRole('link', { name: 'My profile', exact: true }).click();
    await expect(page).toHaveURL(/\/backoffice\/my-profile$/);
    const general = page.getByTestId('profile-general');
    await expect(general).toContainText('Claire Dupont');
    await expect(general).toContainText('customer@demo.test');
    await expect(page.getByText('Aurora Jewelers (C1001)').first()).toBeVisible();
  });
});

test.describe('sign-in form', () => {
  test('checks the e-mail and reports wrong credentials', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'not-an-email', 'whatever');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText('E-mail must be valid')).toBeVisible();

    await fillSignIn(page, ACCOUNTS.viewer.email, 'Wrong#Password1');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByTestId('login-error')).toHaveText('The e-mail or the password is not correct.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('remember me keeps the e-mail for the next sign-in', async ({ page }) => {
    await page.goto('/login');
    // A tick of the box before hydration would be lost under load: wait until the page answers clicks.
    await appReady(page);
    await fillSignIn(page, ACCOUNTS.other.email, ACCOUNTS.other.password);
    await page.getByLabel('Remember me').check();
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/backoffice\//);
    expect(await page.evaluate(() => localStorage.getItem('portal.rememberedUser'))).toBe(
      ACCOUNTS.other.email,
    );
    await signOut(page);
    await page.goto('/login');
    await appReady(page);
    await expect(page.locator('input[name="email"]')).toHaveValue(ACCOUNTS.other.email);
    await expect(page.getByLabel('Remember me')).toBeChecked();
  });

  test('what is typed before the page’s scripts run is kept, and signs in', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await fillSignIn(page, ACCOUNTS.customer.email, ACCOUNTS.customer.password);
    scripts.release();
    await appReady(page);
    // Still there once React has taken the form over (a render would have wiped a field its state did not hold).
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await expect(page.locator('input[name="email"]')).toHaveValue(ACCOUNTS.customer.email);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/backoffice\//);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await signOut(page);
  });

  test('a blocked account lands on /blocked', async ({ page }) => {
    // The demo data has no blocked account: the API's answer for one (403, key 'blocked') is played back.
    await page.route('**/api/auth/portal-login', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          value: null,
          hasErrors: true,
          errorMessages: [{ key: 'blocked', value: 'Your account is blocked.' }],
          apiMessages: { hasErrors: true, serverErrors: [] },
        }),
      }),
    );
    await page.goto('/login');
    await fillSignIn(page, ACCOUNTS.viewer.email, ACCOUNTS.viewer.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/blocked$/);
    await expect(page.getByTestId('blocked-message')).toContainText('Your account is blocked');
  });

  test('the auth cookie lives 180 days and an expired access token is refreshed once', async ({
    page,
    context,
  }) => {
    await signIn(page, ACCOUNTS.viewer);
    const cookie = (await context.cookies()).find((c) => c.name === 'portal_auth')!;
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThan(181);

    // Spoil the access token, keep the refresh token: the next API call gets 401, refreshes, and retries.
    const tokens = JSON.parse(decodeURIComponent(cookie.value)) as { token: string; refreshToken: string };
    await context.addCookies([
      { ...cookie, value: encodeURIComponent(JSON.stringify({ ...tokens, token: 'expired.token.value' })) },
    ]);
    const refreshed = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/refreshtoken') && r.status() === 200,
    );
    await sideNav(page).getByRole('link', { name: 'My profile', exact: true }).click();
    await refreshed;
    await expect(page.getByTestId('profile-general')).toContainText(ACCOUNTS.viewer.email);
    const renewed = (await context.cookies()).find((c) => c.name === 'portal_auth')!;
    expect(JSON.parse(decodeURIComponent(renewed.value)).token).not.toBe('expired.token.value');
    await expect(page).toHaveURL(/\/backoffice\/my-profile$/);

    // The server does the same while rendering a page, and hands the new pair back as a cookie.
    const current = JSON.parse(decodeURIComponent(renewed.value)) as { token: string; refreshToken: string };
    await context.addCookies([
      { ...renewed, value: encodeURIComponent(JSON.stringify({ ...current, token: 'expired.token.value' })) },
    ]);
    await page.reload();
    await expect(page.getByTestId('profile-general')).toContainText(ACCOUNTS.viewer.email);
    const afterReload = (await context.cookies()).find((c) => c.name === 'portal_auth')!;
    const pair = JSON.parse(decodeURIComponent(afterReload.value)) as { token: string; refreshToken: string };
    expect(pair.token).not.toBe('expired.token.value');
    expect(pair.refreshToken).not.toBe(current.refreshToken);
  });

  test('forgot password: the generated password signs in once and forces a change', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await appReady(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.locator('input[name="email"]').fill(ACCOUNTS.sales.email);
    await page.getByRole('button', { name: 'Send me a new password' }).click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();

    // Demo mode keeps mail in the outbox, which its administrator reads; it arrives just after the answer.
    let mail: { text: string } | undefined;
    await expect
      .poll(async () => (mail = (await demoOutbox(request)).find((m) => m.to === ACCOUNTS.sales.email)))
      .toBeDefined();
    const generated = /New password: (\S+)/.exec(mail!.text)![1]!;

    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await fillSignIn(page, ACCOUNTS.sales.email, generated);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The back-office stays closed until the password is changed.
    await page.goto('/backoffice/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // A new page: typing before it runs would be lost when React takes the form over (failed once under load in CI).
    await appReady(page);
    await page.locator('input[name="currentPassword"]').fill(generated);
    await page.locator('input[name="newPassword"]').fill('short');
    await page.locator('input[name="confirmPassword"]').fill('short');
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page.getByText('The password needs at least 10 characters')).toBeVisible();
    // Back to the demo password, so the account stays as documented.
    await page.locator('input[name="newPassword"]').fill(ACCOUNTS.sales.password);
    await page.locator('input[name="confirmPassword"]').fill(ACCOUNTS.sales.password);
    await page.getByRole('button', { name: 'Change the password' }).click();
    await expect(page).toHaveURL(/\/backoffice\/dashboard$/);
    await signOut(page);
    await signIn(page, ACCOUNTS.sales);
  });
});

test.describe('acting for someone else', () => {
  test('a customer linked to two accounts switches the active customer', async ({ page }) => {
    // The toast lasts 3 s of the page's clock, held while the test looks for it (see holdPageClock).
    await page.clock.install();
    await signIn(page, ACCOUNTS.customer);
    await page.getByTestId('customer-switcher').click();
    const outlet = page.getByRole('menuitem', { name: /Aurora Outlet/ });
    await expect(outlet).toBeVisible();
    await holdPageClock(page);
    await outlet.click();
    await expectShownOnHeldClock(page, page.getByText('You are now working for Aurora Outlet.'));
    await page.clock.resume();
    await expect(page.getByTestId('customer-switcher')).toContainText('Aurora Outlet');
    await expect(page.getByText('You are working for Aurora Outlet (account C1003).')).toBeVisible();
    // The new pair is in the cookie: a reload renders the same customer on the server.
    await page.reload();
    await expect(page.getByTestId('customer-switcher')).toContainText('Aurora Outlet');
  });

  test('staff switch to a portal user and come back', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await page.getByTestId('switch-user').click();
    const dialog = page.getByRole('dialog', { name: 'Switch user' });
    await dialog.getByTestId('switch-user-customer').click();
    await page.getByRole('option', { name: /Bellweather Funeral Home/ }).click();
    await dialog.getByTestId('switch-user-user').click();
    await page.getByRole('option', { name: /other@demo\.test/ }).click();
    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    await expect(page.getByTestId('impersonation-banner')).toContainText(
      'You are acting as Owen Bell, signed in by Ada Marlow.',
    );
    await expect(sideNav(page).getByRole('link', { name: 'Configuration', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Return to my account' }).click();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
    await expect(sideNav(page).getByRole('link', { name: 'Configuration', exact: true })).toBeVisible();
  });

  test('the collapsed menu is remembered in the user setting', async ({ page }) => {
    await signIn(page, ACCOUNTS.sales);
    const toggle = page.getByTestId('collapse-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/usersetting/CP_IsMenuCollapsed') && r.request().method() === 'POST',
    );
    await toggle.click();
    await saved;
    await page.reload();
    await expect(page.getByTestId('collapse-menu')).toHaveAttribute('aria-expanded', 'false');
    await expect(sideNav(page).getByRole('link', { name: 'Invoices', exact: true })).toBeVisible();
    await page.getByTestId('collapse-menu').click();
    await expect(page.getByTestId('collapse-menu')).toHaveAttribute('aria-expanded', 'true');
  });
});
