import { expect, test } from '@playwright/test';
import { ACCOUNTS, sideNav, signIn } from './helpers';

test.describe('languages (English without prefix, French under /fr)', () => {
  test('the switcher opens the French page and the cookie brings / back to /fr', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switcher').click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('home-sign-in')).toHaveText('Se connecter à mon compte');

    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')!;
    expect(cookie.value).toBe('fr');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);

    // Back to English: the choice is stored again and / stays English.
    await page.getByTestId('language-switcher').click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('French pages are rendered in French on the server', async ({ request }) => {
    const html = await (await request.get('/fr/login')).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<title>Connexion \| Northstar Customer Portal<\/title>/);
    expect(html).toContain('Mot de passe');
  });

  test('signing in from /fr/login stays in French', async ({ page }) => {
    await signIn(page, ACCOUNTS.customer, { lang: 'fr' });
    await expect(page).toHaveURL(/\/fr\/backoffice\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(sideNav(page).getByRole('link', { name: 'Factures', exact: true })).toBeVisible();
    // Dates follow the locale (fr-FR): "Nous sommes le lundi 23 novembre 2026."
    await expect(page.getByText(/^Nous sommes le \w+ \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  });

  test('the French developer help names the demo accounts in French', async ({ page }) => {
    await page.goto('/fr/dev-help');
    await expect(
      page.getByRole('cell', { name: 'Utilisateur du portail de C1002 Bellweather Funeral Home uniquement' }),
    ).toBeVisible();
    await expect(page.getByText('Portal user of', { exact: false })).toHaveCount(0);
    await expect(page.getByText('Staff administrator', { exact: false })).toHaveCount(0);
  });
});
