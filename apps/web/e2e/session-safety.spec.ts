import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';

// What an attacker tried against the running product, through the pages a visitor gets.

/** A raw GET with a Host header of our choosing (browsers and fetch will not forge one). */
function getWithHost(baseURL: string, path: string, host: string): Promise<string> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname: url.hostname, port: url.port, path: url.pathname, headers: { host } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test.describe('session safety', () => {
  test('a forged Host header changes no page another visitor gets', async ({ baseURL }) => {
    // Pages with canonical and hreflang links, and robots.txt with the sitemap's address.
    for (const path of ['/catalogue', '/fr/catalogue/rings', '/robots.txt']) {
      const forged = await getWithHost(baseURL!, path, 'evil.example');
      expect(forged).not.toContain('evil.example');
      const next = await getWithHost(baseURL!, path, new URL(baseURL!).host);
      expect(next).not.toContain('evil.example');
      expect(next).toContain(baseURL!);
    }
  });

  test('opening /logout only asks; another site cannot sign the user out; the button does', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.viewer);
    // A form on another site posting to /logout: the browser marks it cross-site and it is refused.
    const crossSite = await page.request.post('/logout', {
      headers: { 'sec-fetch-site': 'cross-site' },
      form: {},
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    // A link (GET) asks first.
    await page.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
    await page.goto('/backoffice/my-profile');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await page.goto('/fr/logout');
    await expect(page.getByText('Voulez-vous vous déconnecter du portail sur cet appareil ?')).toBeVisible();
    await page.getByTestId('confirm-sign-out').click();
    await page.waitForURL((url) => url.pathname === '/fr');
    await page.goto('/backoffice/my-profile');
    await expect(page).toHaveURL(/\/$|\/login/);
  });

  test('the developer help shows the outbox to an administrator only', async ({ page }) => {
    await page.goto('/dev-help');
    await expect(page.getByText('Sign in as an administrator to read the outgoing e-mail')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Outgoing e-mail' })).toHaveCount(0);
    await signIn(page, ACCOUNTS.admin);
    await page.goto('/dev-help');
    await expect(page.getByRole('heading', { name: 'Outgoing e-mail' })).toBeVisible();
  });
});
