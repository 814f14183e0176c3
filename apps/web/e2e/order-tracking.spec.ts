import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';
import { placeJobOrder, valueOf } from './job-orders';

/** A 4×3 PNG: the server checks that a note's picture really is an image. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEUlEQVR4nGM4ee0RHDHg5AAASQMeDZ9KvfsAAAAASUVORK5CYII=',
  'base64',
);

/** Staff put the job order to the customer (awaiting approval): only then may the customer approve or decline it. */
async function putToCustomer(request: APIRequestContext, jobId: number) {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: ACCOUNTS.sales.email, password: ACCOUNTS.sales.password },
  });
  await valueOf(
    await request.post('/api/JobOrders/update-status', {
      headers: { authorization: `Bearer ${(await login.json()).token}` },
      data: { JobIds: [jobId], StatusTypeCode: 'AWAITING_APPROVAL' },
    }),
  );
}

/** The controls work once React has taken over the server-rendered page. */
const hydrated = (page: Page) => expect(page.locator('[data-hydrated]')).toBeVisible();

const row = (page: Page, code: string) => page.locator(`[data-testid="order-row"][data-code="${code}"]`);
const drawer = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('order-detail-code') });

/** Opens the job order list on a tab, searching for the text. */
async function openList(page: Page, tab: string, search: string, prefix = '') {
  await page.goto(`${prefix}/backoffice/status-tracking/job-orders?tab=${tab}`);
  await hydrated(page);
  await page.getByTestId('order-search').fill(search);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(search)}`));
}

test.describe('order tracking', () => {
  test('a customer finds a job order awaiting approval, adds a note with a picture and declines it with a reason', async ({
    page,
    request,
  }) => {
    const placed = await placeJobOrder(request, ACCOUNTS.customer);
    await putToCustomer(request, placed.orderId);
    await signIn(page, ACCOUNTS.customer);
    await openList(page, 'new', placed.order_code);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(row(page, placed.order_code)).toContainText('Awaiting approval');

    // The CSV holds exactly the rows and columns shown.
    const download = page.waitForEvent('download');
    await page.getByTestId('order-export').click();
    const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Order number,Order date,Due date,Status,Ref / PO number,Service type,Price,Notes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${placed.order_code},\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2},Awaiting approval,,,[\\d.]+,0$`,
      ),
    );

    await row(page, placed.order_code).getByTestId('order-open').click();
    await expect(page).toHaveURL(new RegExp(`[?&]id=${placed.orderId}`));
    const detail = drawer(page);
    await expect(detail.getByTestId('order-detail-code')).toHaveText(placed.order_code);

    // A note with a picture: previewed before it is sent, then listed with its thumbnail.
    await detail.getByRole('tab', { name: 'Notes' }).click();
    await detail.getByTestId('note-submit').click();
    await expect(detail.getByText('Write the note first')).toBeVisible();
    await detail.getByTestId('note-text').fill('Please engrave “A & M” inside the band.');
    await detail.locator('input[type="file"]').setInputFiles({
      name: 'sketch.png',
      mimeType: 'image/png',
      buffer: PICTURE,
    });
    await expect(detail.getByTestId('note-picture-preview')).toBeVisible();
    await detail.getByTestId('note-submit').click();
    await expect(page.getByText(`Note on ${placed.order_code} - saved successfully!`)).toBeVisible();
    const note = detail.getByTestId('order-notes').getByTestId('order-note');
    await expect(note).toContainText('Please engrave “A & M” inside the band.');
    await expect(note.getByTestId('order-note-thumbnail')).toBeVisible();
    await expect(note.getByTestId('order-note-thumbnail')).toHaveJSProperty('complete', true);
    expect(
      await note.getByTestId('order-note-thumbnail').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);

    // Escape closes a dialog opened over the order, not the order.
    await detail.getByTestId('action-decline').click();
    const dialog = page.getByRole('dialog', { name: `Decline ${placed.order_code}` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]id=${placed.orderId}`));
    await expect(detail).toBeVisible();

    // Declining needs a reason text: the field says so before anything is sent.
    await detail.getByTestId('action-decline').click();
    await dialog.getByTestId('decline-submit').click();
    await expect(dialog.getByText('A reason is required to decline')).toBeVisible();
    await dialog.getByTestId('decline-reason').click();
    await page.getByRole('option', { name: 'Price too high' }).click();
    await dialog.getByTestId('decline-reason-text').fill('Over our budget for this client.');
    await dialog.getByTestId('decline-submit').click();
    await expect(page.getByText(`${placed.order_code} - updated successfully!`)).toBeVisible();
    await expect(detail.getByTestId('order-status')).toHaveText('Declined');
    await expect(detail.getByTestId('action-decline')).toHaveCount(0);
    await detail.getByRole('tab', { name: 'Status history' }).click();
    await expect(detail.getByTestId('order-timeline-entry').last()).toContainText('Declined');
    await expect(detail.getByTestId('order-timeline-reason')).toHaveText(
      'Reason: Price too high: Over our budget for this client.',
    );
    // The note count follows in the list, and a declined order leaves the new tab.
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(page.getByTestId('order-row')).toHaveCount(0);
  });

  test('a customer re-orders a job order, approves it with a service type and finds it on the processing tab', async ({
    page,
    request,
  }) => {
    const placed = await placeJobOrder(request, ACCOUNTS.customer);
    await signIn(page, ACCOUNTS.customer);
    await openList(page, 'new', placed.order_code);
    await row(page, placed.order_code).getByTestId('order-open').click();
    const detail = drawer(page);
    // Re-order: the pieces go into the cart of this browser.
    await detail.getByTestId('action-reorder').click();
    // Each line says what changed since the order: nothing has, moments later.
    const reordered = page.getByRole('dialog', { name: `${placed.order_code} ordered again` });
    await expect(reordered.getByTestId('reorder-line').first()).toHaveAttribute('data-change', 'same');
    await expect(reordered.getByRole('status')).toContainText('No price changed since the order.');
    await reordered.getByRole('button', { name: 'Stay on the order' }).click();
    await expect(reordered).toBeHidden();
    // The brand-new job order waits for staff, not for the customer: nothing to approve or decline yet.
    await expect(detail.getByTestId('action-cancel')).toBeVisible();
    await expect(detail.getByTestId('action-approve')).toHaveCount(0);
    await expect(detail.getByTestId('action-decline')).toHaveCount(0);

    await putToCustomer(request, placed.orderId);
    await page.reload();
    await hydrated(page);
    await detail.getByTestId('action-approve').click();
    const dialog = page.getByRole('dialog', { name: `Approve ${placed.order_code}` });
    await dialog.getByTestId('approve-submit').click();
    await expect(dialog.getByText('Choose a service type')).toBeVisible();
    await dialog.getByTestId('approve-service-type').click();
    await page.getByRole('option', { name: 'Repair' }).click();
    await dialog.getByTestId('approve-submit').click();
    await expect(page.getByText(`${placed.order_code} - updated successfully!`)).toBeVisible();
    await expect(detail.getByTestId('order-status')).toHaveText('Approved');
    await detail.getByRole('button', { name: 'Close the order' }).click();

    await page.getByTestId('order-tab-processing').click();
    await expect(page).toHaveURL(/[?&]tab=processing/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${placed.order_code}`));
    await expect(row(page, placed.order_code)).toContainText('Approved');
    await expect(row(page, placed.order_code)).toContainText('Repair');

    await page.goto('/shopping-cart');
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
  });

  test('staff move selected job orders to a status together, all or nothing', async ({ page, request }) => {
    const po = `PO-BULK-${Date.now()}`;
    const first = await placeJobOrder(request, ACCOUNTS.customer, po);
    const second = await placeJobOrder(request, ACCOUNTS.customer, po);
    await signIn(page, ACCOUNTS.admin);
    await openList(page, 'new', po);
    await expect(page.getByTestId('order-row')).toHaveCount(2);
    // Staff see whose orders they are.
    await expect(row(page, first.order_code)).toContainText('Aurora Jewelers');

    await page.getByRole('checkbox', { name: `Select ${first.order_code}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second.order_code}` }).check();
    const bar = page.getByTestId('bulk-bar');
    await expect(bar).toContainText('2 job orders selected');
    await bar.getByTestId('bulk-change-status').click();
    const dialog = page.getByRole('dialog', { name: 'Change the status of 2 job orders' });
    await dialog.getByTestId('set-status-select').click();
    await page.getByRole('option', { name: 'In production' }).click();
    await dialog.getByTestId('set-status-next').click();
    await expect(dialog.getByTestId('set-status-confirm-text')).toHaveText(
      'Move 2 job orders to “In production”? Each customer is told by e-mail.',
    );

    // A refusal changes nothing and says why.
    await page.route('**/api/JobOrders/update-status', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          value: null,
          hasErrors: true,
          errorMessages: [{ key: 'conflict', value: 'A job order was changed by someone else' }],
          apiMessages: { hasErrors: true, serverErrors: [] },
        }),
      }),
    );
    await dialog.getByTestId('set-status-confirm').click();
    await expect(dialog.getByRole('alert')).toContainText('A job order was changed by someone else');
    await expect(page.getByText('A job order was changed by someone else').last()).toBeVisible();
    await page.unroute('**/api/JobOrders/update-status');

    await dialog.getByTestId('set-status-confirm').click();
    await expect(page.getByText('2 job orders - updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('order-row')).toHaveCount(0);

    await page.getByTestId('order-tab-processing').click();
    await expect(page.getByTestId('order-row')).toHaveCount(2);
    await expect(row(page, first.order_code)).toContainText('In production');
    await expect(row(page, second.order_code)).toContainText('In production');
  });

  test('the lists and an order read in French', async ({ page, request }) => {
    const placed = await placeJobOrder(request, ACCOUNTS.customer);
    await putToCustomer(request, placed.orderId);
    await signIn(page, ACCOUNTS.customer, { lang: 'fr' });
    await openList(page, 'new', placed.order_code, '/fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Ordres de fabrication' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /^Numéro de commande, non trié/ })).toBeVisible();
    await expect(row(page, placed.order_code)).toContainText('En attente d’approbation');
    await expect(row(page, placed.order_code)).toContainText('$US');
    await row(page, placed.order_code).getByTestId('order-open').click();
    const detail = drawer(page);
    await expect(detail.getByTestId('action-decline')).toHaveText('Refuser');
    await detail.getByRole('tab', { name: 'Historique des statuts' }).click();
    await expect(detail.getByTestId('order-timeline-entry').first()).toContainText('par Claire Dupont');
  });

  test('the search text stays when a tab is chosen as the search is written, and when an order is opened', async ({
    page,
    request,
  }) => {
    const placed = await placeJobOrder(request, ACCOUNTS.customer);
    await signIn(page, ACCOUNTS.customer);
    await page.goto('/backoffice/status-tracking/job-orders?tab=new');
    await hydrated(page);
    const search = page.getByTestId('order-search');
    // The search is typed and written at once (Enter), and the tab clicked in the same moment, before the page has
    // rendered the search's URL: the tab's URL must build on the search's, not on the render before it.
    await page.evaluate((code) => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="order-search"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, code);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      document.querySelector<HTMLElement>('[data-testid="order-tab-processing"]')!.click();
    }, placed.order_code);
    await expect(page).toHaveURL(/[?&]tab=processing/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${placed.order_code}`));
    await expect(search).toHaveValue(placed.order_code);

    // Back on the new tab, the order opened from the list keeps the search in the URL, as closing it does.
    await page.getByTestId('order-tab-new').click();
    await expect(row(page, placed.order_code)).toBeVisible();
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await row(page, placed.order_code).getByTestId('order-open').click();
    await expect(page).toHaveURL(new RegExp(`[?&]id=${placed.orderId}`));
    await expect(page).toHaveURL(new RegExp(`[?&]q=${placed.order_code}`));
    await drawer(page).getByRole('button', { name: 'Close the order' }).click();
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${placed.order_code}`));
  });

  test('a list that fails to load says so at once with the spec §8 toast, in both languages', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.customer);
    // The server fails without a message a person can read: the generic §8 message names what did not load.
    await page.route('**/api/JobOrders/job-orders?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/backoffice/status-tracking/job-orders');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error occured while loading the job orders!' }),
    ).toBeVisible();
    await expect(page.getByTestId('order-list-failed')).toContainText('The list could not be shown.');

    await page.goto('/fr/backoffice/status-tracking/job-orders');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Une erreur est survenue lors du chargement des ordres de fabrication !' }),
    ).toBeVisible();
    // The retry asks again: once the server answers, the list is there.
    await page.unroute('**/api/JobOrders/job-orders?**');
    await page.getByTestId('order-list-failed').getByRole('button').click();
    await expect(page.getByTestId('order-list-failed')).toHaveCount(0);
    await expect(page.getByTestId('order-list-count')).toContainText('sur');
  });
});
