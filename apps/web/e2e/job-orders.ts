import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { Account } from './helpers';

// Job orders placed through the API, as the checkout does, for the journeys that start from one.

export interface Placed {
  order_code: string;
  jobTypeCode: string;
  orderId: number;
}

/** The value of an API answer, failing the test with the server's message otherwise. */
export async function valueOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { value: T };
  expect(response.ok(), JSON.stringify(body)).toBe(true);
  return body.value;
}

/**
 * Places a job order as the account through the API, as the checkout does: a ring from the made-to-order bands goes
 * into a fresh cart, which is submitted with an address and the required answers.
 */
export async function placeJobOrder(
  request: APIRequestContext,
  account: Account,
  poNumber?: string,
): Promise<Placed> {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: account.email, password: account.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const category = await valueOf<{ id: number }>(
    await request.get('/api/productCategories/categoryCode/BANDS'),
  );
  const products = await valueOf<{ items: { id: number }[] }>(
    await request.get(`/api/productCategories/products?categoryId=${category.id}&pageSize=1`),
  );
  const countries = await valueOf<{ id: number; code: string }[]>(await request.get('/api/Countries'));
  const us = countries.find((c) => c.code === 'US')!.id;
  const states = await valueOf<{ id: number; code: string }[]>(
    await request.get(`/api/Countries/states?countryId=${us}`),
  );
  const address = {
    name: 'Aurora Jewelers',
    address1: '120 Fifth Avenue',
    city: 'New York',
    zip: '10011',
    countryId: us,
    stateId: states.find((s) => s.code === 'NY')!.id,
  };
  const sessionId = randomUUID();
  await valueOf(
    await request.post('/api/ShoppingCart/addToCart', {
      headers,
      data: { sessionId, itemTypeID: products.items[0]!.id },
    }),
  );
  const questions = await valueOf<{ id: number; isRequired: boolean }[]>(
    await request.get('/api/shoppingCart/incoming-order-attributes', { headers }),
  );
  // An order that ships needs a method delivering to its address.
  const [method] = await valueOf<{ id: number }[]>(
    await request.post('/api/ShippingMethods/shippingMethodsForCheckout', {
      headers,
      data: { sessionId, countryId: address.countryId, stateId: address.stateId },
    }),
  );
  const placed = await valueOf<Placed>(
    await request.post('/api/shoppingCart/submitOrder', {
      headers,
      data: {
        sessionId,
        sellToAddress: address,
        billingAddress: address,
        shipToSellToAddress: true,
        shippingMethodID: method!.id,
        pONumber: poNumber,
        orderAttributes: questions
          .filter((q) => q.isRequired)
          .map((q) => ({ id: q.id, value: 'Margaret Hale' })),
      },
    }),
  );
  expect(placed.jobTypeCode).toBe('JO');
  return placed;
}

/** The account's bearer header, for the API calls a journey makes beside its pages. */
export async function bearer(request: APIRequestContext, account: Account) {
  const login = await request.post('/api/auth/portal-login', {
    data: { email: account.email, password: account.password },
  });
  return { authorization: `Bearer ${(await login.json()).token}` };
}

export const jobOrderRow = (page: Page, code: string) =>
  page.locator(`[data-testid="order-row"][data-code="${code}"]`);

export const jobOrderDrawer = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByTestId('order-detail-code') });

/** Opens the job order from the list (found by its code) on its metal tab. */
export async function openJobOrderMetal(page: Page, prefix: string, code: string) {
  await page.goto(`${prefix}/backoffice/status-tracking/job-orders?tab=new`);
  await expect(page.locator('[data-hydrated]')).toBeVisible();
  await page.getByTestId('order-search').fill(code);
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await jobOrderRow(page, code).getByTestId('order-open').click();
  await expect(jobOrderDrawer(page).getByTestId('order-detail-code')).toHaveText(code);
  await jobOrderDrawer(page).getByTestId('order-tab-metal').click();
  await expect(jobOrderDrawer(page).getByTestId('metal-weights')).toBeVisible();
}
