import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectShownOnHeldClock, holdPageClock, sideNav, signIn } from './helpers';

test.describe('feedback (spec §8, §9)', () => {
  test('an envelope error is an error toast at the bottom right that stays while hovered', async ({
    page,
  }) => {
    // The toast's 3 s are the page's own clock: the test holds that clock and moves it itself, so a busy machine that
    // takes seconds between two steps of the test cannot let the toast expire before the pointer reaches it.
    await page.clock.install();
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
    await holdPageClock(page);
    await page.getByTestId('collapse-menu').click();
    const toast = page.getByRole('alert').filter({ hasText: 'The setting could not be saved' });
    await expectShownOnHeldClock(page, toast);
    await page.clock.runFor(500); // the slide-in settles; 2.4 s of the toast's life are left
    // The optimistic change is rolled back.
    await expect(page.getByTestId('collapse-menu')).toHaveAttribute('aria-expanded', 'true');

    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 60);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);

    await toast.hover({ force: true });
    await page.clock.runFor(3_600);
    await expect(toast).toBeVisible();
    await page.mouse.move(10, 10);
    await page.clock.runFor(3_600);
    await expect(toast).toBeHidden();
  });

  test('a slow request shows the top loading bar', async ({ page }) => {
    await signIn(page, ACCOUNTS.viewer);
    // The page's calls are held until the bar has been seen, so a busy machine cannot let them finish between two
    // looks of the assertion (a fixed 1.2 s delay did, once).
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/**', async (route) => {
      await held;
      await route.continue();
    });
    await sideNav(page).getByRole('link', { name: 'My profile', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    answer();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  });
});
