import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, appReady, signIn } from './helpers';

// Scripts run only under the response's nonce: the policy allows no other inline script, and every page still comes
// to life (hydrates) with no violation reported.
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const STOREFRONT = [
  '/',
  '/fr',
  '/catalogue/rings',
  '/fr/catalogue/rings',
  '/product/ns-rg1028',
  '/fr/configurator/ns-rg1001',
  '/login',
  '/no-such-page',
];
const BACK_OFFICE = [
  '/backoffice/dashboard',
  '/backoffice/catalog',
  '/backoffice/status-tracking/job-orders',
  '/backoffice/order-creation/custom-order',
  '/fr/backoffice/order-creation/estimate',
  '/backoffice/shopping-cart',
];

// One test per page: each has the whole budget of a test, however busy the machine.
for (const path of STOREFRONT) {
  test(`${path} runs its scripts under a nonce, with no inline script allowed`, async ({ page }) => {
    const violations = recordViolations(page);
    const response = await page.goto(path);
    const policy = response!.headers()['content-security-policy'] ?? '';
    const scriptSources = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSources).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSources).not.toContain('unsafe-inline');
    await appReady(page);
    expect(violations).toEqual([]);
  });
}

test('each response has its own nonce, a kept (cached) page included', async ({ page }) => {
  const first = (await page.goto('/'))!.headers()['content-security-policy'];
  const second = (await page.goto('/'))!.headers()['content-security-policy'];
  expect(first).not.toBe(second);
});

for (const path of BACK_OFFICE) {
  test(`back-office ${path} runs under the nonce with no violation`, async ({ page }) => {
    const violations = recordViolations(page);
    await signIn(page, ACCOUNTS.admin);
    await page.goto(path);
    await appReady(page);
    expect(violations).toEqual([]);
  });
}

test('an inline script without the nonce is refused by the browser', async ({ page }) => {
  const violations = recordViolations(page);
  await page.goto('/');
  await appReady(page);
  // What an injected tag would do: it must not run.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
});
