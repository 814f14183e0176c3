import { expect, test } from '@playwright/test';
import { ACCOUNTS, sideNav, signIn } from './helpers';

test.describe('feedback (spec §8, §9)', () => {
  test('an envelope error is an error toast at the bottom right that stays while hovered', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.viewer);
    await page.route('**/api/usersetting/CP_IsMenuCollapsed', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              value: null,
              hasErrors: true,
              errorMessages: [{ key: 'value', value: 'The setting could not be saved' }],
              apiMessages: { hasErrors: true, serverErrors: [] },
            }),
          })
        : route.continue(),
    );
    await page.getByTestId('collapse-menu').click();
    const toast = page.getByRole('alert').filter({ hasText: 'The setting could not be saved' });
    await expect(toast).toBeVisible();
    // The optimistic change is rolled back.
    await expect(page.getByTestId('collapse-menu')).toHaveAttribute('aria-expanded', 'true');

    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 60);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);

    // At once, without waiting for the slide-in to settle: the toast lives 3 s unless hovered, and a busy machine can
    // spend that long on Playwright's stability checks.
    await toast.hover({ force: true });
    await page.waitForTimeout(3_600);
    await expect(toast).toBeVisible();
    await page.mouse.move(10, 10);
    await expect(toast).toBeHidden({ timeout: 6_000 });
  });

  test('a slow request shows the top loading bar', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer);
    await page.route('**/api/auth/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.continue();
    });
    await sideNav(page).getByRole('link', { name: 'My profile', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden({ timeout: 5_000 });
  });
});
