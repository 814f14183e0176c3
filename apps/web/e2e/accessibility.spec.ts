import { type Page, expect, test } from '@playwright/test';
import { type Finding, runAxe } from './axe';
import { notFrench } from './french-text';
import { ACCOUNTS, type Account, appReady, dataShown, signIn } from './helpers';
import { pathsOf } from './pages-to-visit';

/**
 * axe-core on every page of spec §2 and every storefront page, in both languages, as a visitor and as each demo role
 * (docs/decisions.md "Accessibility and French checks in one pass"): a serious or critical violation fails the test,
 * listed with the page and the elements. French pages are read too: English text of the catalog or a raw code on them
 * fails the test the same way.
 */

// axe-core is injected into the page: the Content-Security-Policy (which allows only the page's own scripts) is left
// aside for it.
test.use({ bypassCSP: true });

/** Visits a page once (a redirect to a page already seen is not audited twice) and audits it. */
async function audit(page: Page, path: string, seen: Set<string>, findings: Finding[]) {
  await page.goto(path);
  await appReady(page);
  // Audited with its data in: the rows, cards and badges that come after the first paint are what users read.
  await dataShown(page);
  const where = new URL(page.url()).pathname;
  if (seen.has(where)) return;
  seen.add(where);
  await runAxe(page, where, findings);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (sideways > 0)
    findings.push({
      page: where,
      id: 'scrolls-sideways',
      impact: 'serious',
      help: `The page is ${sideways} px wider than the screen`,
      targets: [],
    });
  // A French page shows no English text of the catalog and no raw code. Text marked translate="no" is shown as it
  // was written (an e-mail's subject in its recipient's language), not page text.
  if (where.startsWith('/fr')) {
    const kept = await page.locator('[translate="no"]').allInnerTexts();
    const text = kept.reduce(
      (body, verbatim) => body.replace(verbatim, ''),
      await page.locator('body').innerText(),
    );
    const problems = notFrench(text);
    if (problems.length > 0)
      findings.push({
        page: where,
        id: 'not-french',
        impact: 'serious',
        help: 'Text a French user cannot read',
        targets: problems.slice(0, 8),
      });
  }
}

/**
 * Each role in English; in French the visitor, the customer and the administrator, who between them see every page
 * (the other roles see fewer of the same pages: what differs with them is permissions, not words).
 */
const ROLES: {
  name: string;
  account: Account | null;
  layouts: ('frontend' | 'default')[];
  langs: ('en' | 'fr')[];
}[] = [
  { name: 'a visitor', account: null, layouts: ['frontend'], langs: ['en', 'fr'] },
  { name: 'a customer', account: ACCOUNTS.customer, layouts: ['frontend', 'default'], langs: ['en', 'fr'] },
  { name: 'an administrator', account: ACCOUNTS.admin, layouts: ['default'], langs: ['en', 'fr'] },
  { name: 'sales staff', account: ACCOUNTS.sales, layouts: ['default'], langs: ['en'] },
  { name: 'a read-only user', account: ACCOUNTS.viewer, layouts: ['default'], langs: ['en'] },
  { name: 'another customer', account: ACCOUNTS.other, layouts: ['default'], langs: ['en'] },
];

/**
 * A role's pages are audited in parts of at most this many: each part is a test of its own, so that the two workers
 * share a long list and no test's budget grows with the whole product.
 */
const PAGES_PER_TEST = 12;

/** Audits every page of a role in one language; in French also that no page scrolls sideways on the phone. */
function auditEveryPage(lang: 'en' | 'fr') {
  for (const role of ROLES.filter((r) => r.langs.includes(lang))) {
    const paths = role.layouts.flatMap(pathsOf);
    const parts = Math.ceil(paths.length / PAGES_PER_TEST);
    for (let part = 0; part < parts; part++) {
      const language = lang === 'en' ? 'English' : 'French';
      const name = parts === 1 ? '' : ` (part ${part + 1} of ${parts})`;
      test(`every page of ${role.name} in ${language}${name}`, async ({ page }) => {
        const mine = paths.slice(part * PAGES_PER_TEST, (part + 1) * PAGES_PER_TEST);
        // Several pages in one test: the budget grows with them (a busy machine takes seconds per page).
        test.setTimeout(60_000 + mine.length * 10_000);
        if (role.account) await signIn(page, role.account, { lang });
        const prefix = lang === 'fr' ? '/fr' : '';
        const seen = new Set<string>();
        const findings: Finding[] = [];
        for (const path of mine)
          await audit(page, `${prefix}${path === '/' ? '' : path}` || '/', seen, findings);
        expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
      });
    }
  }
}

test.describe('accessibility (axe-core: no serious or critical violation)', () => {
  // The audits are independent and long (a page a few seconds): both workers share them.
  test.describe.configure({ mode: 'parallel' });
  auditEveryPage('en');

  test('the phone menu and the catalogue filter drawer, open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const findings: Finding[] = [];
    await page.goto('/catalogue/rings');
    await appReady(page);
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Close the menu' })).toBeVisible();
    await runAxe(page, 'menu', findings);
    await menu.getByRole('button', { name: 'Close the menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters.getByRole('button', { name: 'Close the filters' })).toBeVisible();
    await runAxe(page, 'filters', findings);
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
});

// French, the longer words, on a 360 px phone: the same visit audits the page and checks that it does not scroll
// sideways (wide tables scroll inside their own frame; the page itself never does). English is audited on a desktop.
test.describe('accessibility (axe-core: no serious or critical violation), on a phone', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  auditEveryPage('fr');
});

test.describe('accessibility of the product search boxes (combobox pattern)', () => {
  for (const lang of ['en', 'fr'] as const) {
    const prefix = lang === 'fr' ? '/fr' : '';
    test(`the header's suggestions open, the results, and the back-office box (${lang === 'en' ? 'English' : 'French'})`, async ({
      page,
    }) => {
      const findings: Finding[] = [];
      await page.goto(`${prefix}/catalogue?search=solitare`);
      await appReady(page);
      const header = page.getByTestId('header-search');
      await header.getByRole('combobox').fill('');
      await header.getByRole('combobox').pressSequentially('solit', { delay: 30 });
      await expect(header.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(header.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      await runAxe(page, `${prefix}/catalogue?search=solitare (suggestions open)`, findings);
      await page.goto(`${prefix}/catalogue?search=zzqxw`);
      await appReady(page);
      await runAxe(page, `${prefix}/catalogue?search=zzqxw (no results)`, findings);
      await signIn(page, ACCOUNTS.sales, { lang });
      await page.goto(`${prefix}/backoffice/product-catalog`);
      await appReady(page);
      await dataShown(page);
      const box = page.getByTestId('product-catalog-search').getByRole('combobox');
      await box.pressSequentially('solit', { delay: 30 });
      await expect(page.getByTestId('product-catalog-search').getByRole('option').first()).toBeVisible();
      await runAxe(page, `${prefix}/backoffice/product-catalog (suggestions open)`, findings);
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });
  }
});
