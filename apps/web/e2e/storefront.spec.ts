import { get } from 'node:http';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { pathsOf } from './pages-to-visit';

/** The script files of a page's first visit: its module scripts and module preloads. */
async function firstLoadScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return new Set(
    [
      ...html.matchAll(
        /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g,
      ),
    ].map((match) => match[1]!),
  );
}

/** The JavaScript a first visit of a page downloads, as transferred. */
async function firstLoadKilobytes(request: APIRequestContext, baseURL: string, path: string) {
  let bytes = 0;
  for (const source of await firstLoadScripts(request, path))
    bytes += await transferredBytes(new URL(source, baseURL).toString());
  return bytes / 1024;
}

/** The bytes a browser that takes Brotli receives for `url` (the body as sent, not decoded). */
function transferredBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

test.describe('storefront, rendered on the server', () => {
  test('the landing page has its content, title and description in the HTML', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    const company = (await (await request.get('/api/CPCompanyDetails')).json()).value.name as string;
    // The title ends with the "Portal name" global setting (Northstar Customer Portal in the demo data).
    expect(html).toContain(`<title>${company} | Northstar Customer Portal</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('Sign in to your account');
    expect(html).toContain('FAQs');
  });

  test('the developer help lists the version, the API docs and the demo accounts', async ({ page }) => {
    await page.goto('/dev-help');
    await expect(page.getByTestId('dev-version')).not.toHaveText('unknown');
    await expect(page.getByTestId('api-docs-link')).toHaveAttribute('href', '/api/docs');
    const accounts = page.getByTestId('demo-accounts');
    await expect(accounts).toContainText('admin@demo.test');
    await expect(accounts).toContainText('customer@demo.test');
    await accounts.getByRole('link', { name: 'Sign in as other@demo.test' }).click();
    await expect(page.locator('input[name="email"]')).toHaveValue('other@demo.test');
  });

  test('the footer links to the storefront pages, each with its title and breadcrumb', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping information' }).click();
    await expect(page).toHaveURL(/\/shipping-information$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping information' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
  });

  test('the keyboard reaches the skip link first, then the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  // Over HTTP/1.1 a browser fetches six files at a time: the stylesheets the first paint waits for come first, and
  // the scripts, which draw nothing on a page rendered on the server, are asked for at low priority.
  test('a page asks for its stylesheets before its scripts, and for its scripts at low priority', async ({
    request,
  }) => {
    for (const path of ['/', '/catalogue/rings', '/fr/login']) {
      const html = await (await request.get(path)).text();
      const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(stylesheets.length).toBeGreaterThan(0);
      const firstScript = html.indexOf('rel="modulepreload"');
      for (const href of stylesheets) {
        const preloaded = html.indexOf(`<link rel="preload" href="${href}" as="style"/>`);
        expect(preloaded, `${path}: ${href}`).toBeGreaterThan(-1);
        expect(preloaded, `${path}: ${href}`).toBeLessThan(firstScript);
      }
      const firstPreloads = new Map<string, string>();
      for (const [link, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)) {
        if (!firstPreloads.has(href!)) firstPreloads.set(href!, link);
      }
      expect(firstPreloads.size).toBeGreaterThan(0);
      for (const link of firstPreloads.values()) expect(link, path).toContain('fetchPriority="low"');
    }
  });

  // The budget: at most 150 KB of JavaScript as transferred on a first visit of a storefront page
  // (docs/benchmarks.md); the scripts are served Brotli-compressed, as the build wrote them.
  test('a first visit of every storefront page downloads at most 150 KB of JavaScript', async ({
    request,
    baseURL,
  }) => {
    const heavy: string[] = [];
    for (const path of [...pathsOf('frontend'), '/fr/configurator/ns-rg1028', '/fr/sign-up']) {
      const kilobytes = await firstLoadKilobytes(request, baseURL!, path);
      if (kilobytes > 150) heavy.push(`${path}: ${kilobytes.toFixed(1)} KB`);
    }
    expect(heavy).toEqual([]);
  });

  // Lighthouse's phone on HTTP/1.1 waits a round trip for every six files; shared code is grouped by the
  // pages that load it (apps/web/scripts/chunk-plan.ts), where the bundler alone gave a page 35-55 files.
  test('a first visit of a storefront page fetches at most 25 script files', async ({ request }) => {
    const many: string[] = [];
    for (const path of [...pathsOf('frontend'), '/fr/configurator/ns-rg1028']) {
      const files = (await firstLoadScripts(request, path)).size;
      if (files > 25) many.push(`${path}: ${files} files`);
    }
    expect(many).toEqual([]);
  });
});
