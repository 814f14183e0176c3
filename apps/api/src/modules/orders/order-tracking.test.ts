// Over 400 lines: the order lists, actions, notes and quotes share one app on a seeded database (beforeAll); split
// into files, each would start and seed its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAssetLimitation } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { multipartBody } from '../../test/multipart';
import { orderTestKit } from './order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: string;
let other: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
  staff = (await t.login(DEMO.sales)).token;
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: t.bearer(token) });
const codes = (page: { items: { code: string }[] }) => page.items.map((i) => i.code);
/** Staff put the job order to the customer: it now waits for their approval. */
async function putToCustomer(jobId: number) {
  const moved = await post('/api/JobOrders/update-status', staff, {
    JobIds: [jobId],
    StatusTypeCode: 'AWAITING_APPROVAL',
  });
  expect(moved.statusCode, moved.body).toBe(200);
}

describe('job order lists', () => {
  it('shows a customer the order they just submitted on the new tab, and nobody else', async () => {
    const placed = await kit.placeOrder(customer);
    const fresh = (await get('/api/JobOrders/job-orders?tab=new&pageNo=0&pageSize=50', customer)).json()
      .value;
    expect(codes(fresh)).toContain(placed.order_code);
    expect(fresh.items.find((i: { code: string }) => i.code === placed.order_code)).toMatchObject({
      jobID: placed.orderId,
      statusCode: 'NEW',
      noteCount: 0,
      itemCount: 1,
    });
    const processing = (await get('/api/JobOrders/job-orders?tab=processing&pageSize=50', customer)).json()
      .value;
    expect(codes(processing)).not.toContain(placed.order_code);
    const theirs = (await get('/api/JobOrders/job-orders?status=ALL&pageSize=200', other)).json().value;
    expect(codes(theirs)).not.toContain(placed.order_code);
    expect((await get(`/api/job-orders-extended/${placed.orderId}/detail`, other)).statusCode).toBe(404);
    expect((await get(`/api/JobOrders/${placed.orderId}/items`, other)).statusCode).toBe(404);
    const staffView = (
      await get(`/api/JobOrders/job-orders?pageSize=5&search=${placed.order_code}`, staff)
    ).json().value;
    expect(codes(staffView)).toEqual([placed.order_code]);
  });

  it('pages from 0, appending without gaps or repeats, with the item count of the filter', async () => {
    for (let i = 0; i < 5; i++) await kit.placeOrder(other);
    const all = (await get('/api/JobOrders/job-orders?status=OPEN&pageSize=200', other)).json().value;
    const seen: string[] = [];
    for (let page = 0; page * 3 < all.pagingData.itemCount; page++) {
      const res = (await get(`/api/JobOrders/job-orders?status=OPEN&pageSize=3&pageNo=${page}`, other)).json()
        .value;
      expect(res.pagingData).toMatchObject({ itemCount: all.pagingData.itemCount, pageNo: page });
      seen.push(...codes(res));
    }
    expect(seen).toEqual(codes(all));
    const oldestFirst = (
      await get('/api/JobOrders/job-orders?status=OPEN&pageSize=200&sortBy=orderDate&sortAsc=true', other)
    ).json().value;
    expect(codes(oldestFirst)).toEqual([...codes(all)].reverse());
    const filtered = (
      await get(`/api/JobOrders/job-orders?filters=${encodeURIComponent('{"statusCode":"NEW"}')}`, other)
    ).json().value;
    expect(filtered.pagingData.itemCount).toBe(
      all.items.filter((i: { statusCode: string }) => i.statusCode === 'NEW').length,
    );
    const byStatus = (
      await get('/api/JobOrders/job-orders?status=ALL&sortBy=status&sortAsc=true&pageSize=200', other)
    ).json().value;
    const workflow = (await get('/api/EntityStatus/JobOrder', other))
      .json()
      .value.map((s: { code: string }) => s.code);
    const ranks = byStatus.items.map((i: { statusCode: string }) => workflow.indexOf(i.statusCode));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(byStatus.items.every((i: { statusName: string }) => i.statusName.length > 0)).toBe(true);
    expect((await get('/api/JobOrders/job-orders?status=MAYBE', other)).statusCode).toBe(400);
    expect((await get('/api/JobOrders/job-orders?statusCode=NOPE', other)).statusCode).toBe(400);
  });
});

describe('job order actions', () => {
  it('refuses to approve or decline a job order the customer just placed: it does not wait for them', async () => {
    const placed = await kit.placeOrder(customer);
    const approve = await post(`/api/JobOrders/${placed.orderId}/approve`, customer, {
      serviceType: 'manufacturing',
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().errorMessages[0].value).toBe(
      'Only a job order waiting for approval can be approved',
    );
    const decline = await post(`/api/JobOrders/${placed.orderId}/decline`, customer, {
      reason: 'price',
      reasonText: 'Too dear',
    });
    expect(decline.statusCode).toBe(409);
    const detail = (await get(`/api/job-orders-extended/${placed.orderId}/detail`, customer)).json().value;
    expect(detail.status.code).toBe('NEW');
    // It can still be cancelled while nothing has started.
    expect((await post(`/api/JobOrders/${placed.orderId}/cancel`, customer)).statusCode).toBe(200);
  });

  it('approves with a service type, records who and when, and e-mails the customer', async () => {
    const placed = await kit.placeOrder(customer);
    await putToCustomer(placed.orderId);
    const admin = (await t.login(DEMO.customer)).token;
    expect((await post(`/api/JobOrders/${placed.orderId}/approve`, admin, {})).statusCode).toBe(400);
    expect(
      (await post(`/api/JobOrders/${placed.orderId}/approve`, admin, { serviceType: 'NOPE' })).statusCode,
    ).toBe(400);
    const approved = await post(`/api/JobOrders/${placed.orderId}/approve`, admin, {
      serviceType: 'manufacturing',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ statusCode: 'APPROVED', listGroup: 'processing' });
    const detail = (await get(`/api/job-orders-extended/${placed.orderId}/detail`, customer)).json().value;
    expect(detail.serviceType.code).toBe('MANUFACTURING');
    expect(detail.timeline.map((e: { statusCode: string }) => e.statusCode)).toEqual([
      'NEW',
      'AWAITING_APPROVAL',
      'APPROVED',
    ]);
    expect(detail.timeline.at(-1).by).toBeTruthy();
    const services = (await get('/api/JobOrders/job-services', customer)).json().value;
    const manufacturing = services.find((s: { code: string }) => s.code === 'MANUFACTURING');
    expect(manufacturing.jobs.map((j: { jobID: number }) => j.jobID)).toContain(placed.orderId);
    // the same job cannot be approved twice, nor declined or cancelled once in work
    expect(
      (await post(`/api/JobOrders/${placed.orderId}/approve`, admin, { serviceType: 'REPAIR' })).statusCode,
    ).toBe(409);
    expect((await post(`/api/JobOrders/${placed.orderId}/cancel`, customer)).statusCode).toBe(409);
    const administrator = (await t.login(DEMO.admin)).token;
    const mails = (await get('/api/dev-info/outbox', administrator)).json().value;
    expect(JSON.stringify(mails)).toContain(`${placed.order_code}: Approved`);
  });

  it('declines only with a reason, and cancels only what has not started', async () => {
    const placed = await kit.placeOrder(customer);
    await putToCustomer(placed.orderId);
    const noReason = await post(`/api/JobOrders/${placed.orderId}/decline`, customer, { reasonText: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorMessages[0].key).toBe('reasonText');
    const declined = await post(`/api/JobOrders/${placed.orderId}/decline`, customer, {
      reason: 'price',
      reasonText: 'Over our budget for this client',
    });
    expect(declined.json().value.statusCode).toBe('DECLINED');
    // The reason is a code (shown translated), never a label in the decliner's language.
    const byLabel = await post(`/api/JobOrders/${placed.orderId}/decline`, customer, {
      reason: 'Price too high',
      reasonText: 'x',
    });
    expect(byLabel.statusCode).toBe(400);
    expect(byLabel.json().errorMessages[0].key).toBe('reason');
    const detail = (await get(`/api/job-orders-extended/${placed.orderId}/detail`, customer)).json().value;
    expect(detail.timeline.at(-1)).toMatchObject({
      reason: 'price',
      reasonText: 'Over our budget for this client',
    });
    expect((await post(`/api/JobOrders/${placed.orderId}/cancel`, customer)).statusCode).toBe(409);

    const toCancel = await kit.placeOrder(customer);
    expect((await post(`/api/JobOrders/${toCancel.orderId}/cancel`, other)).statusCode).toBe(404);
    expect((await post(`/api/JobOrders/${toCancel.orderId}/cancel`, customer)).json().value.statusCode).toBe(
      'CANCELLED',
    );
    const closed = (await get('/api/JobOrders/job-orders?tab=closed&pageSize=100', customer)).json().value;
    expect(codes(closed)).toEqual(expect.arrayContaining([placed.order_code, toCancel.order_code]));
  });

  it('moves job orders in bulk for staff, all of them or none', async () => {
    const a = await kit.placeOrder(customer);
    const b = await kit.placeOrder(customer);
    expect(
      (
        await post('/api/JobOrders/update-status', customer, {
          JobIds: [a.orderId],
          StatusTypeCode: 'IN_PRODUCTION',
        })
      ).statusCode,
    ).toBe(403);
    const missing = await post('/api/JobOrders/update-status', staff, {
      JobIds: [a.orderId, 99999999],
      StatusTypeCode: 'IN_PRODUCTION',
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await get(`/api/job-orders-extended/${a.orderId}/detail`, customer)).json().value.status.code,
    ).toBe('NEW');
    expect(
      (await post('/api/JobOrders/update-status', staff, { JobIds: [a.orderId], StatusTypeCode: 'BOGUS' }))
        .statusCode,
    ).toBe(400);
    const moved = await post('/api/JobOrders/update-status', staff, {
      JobIds: [a.orderId, b.orderId],
      StatusTypeCode: 'in_production',
    });
    expect(moved.json().value).toEqual({ updated: 2, statusCode: 'IN_PRODUCTION' });
    const processing = (await get('/api/JobOrders/job-orders?tab=processing&pageSize=100', customer)).json()
      .value;
    expect(codes(processing)).toEqual(expect.arrayContaining([a.order_code, b.order_code]));
  });

  it('re-orders a job into the cart at today’s prices', async () => {
    const placed = await kit.placeOrder(customer, [kit.ring.id, kit.chain.id]);
    const sessionId = crypto.randomUUID();
    const res = await post(`/api/JobOrders/re-order/${placed.orderId}`, customer, { sessionId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.cart.items.map((i: { itemTypeID: number }) => i.itemTypeID)).toEqual([
      kit.ring.id,
      kit.chain.id,
    ]);
    expect(
      (await post(`/api/JobOrders/re-order/${placed.orderId}`, other, { sessionId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
  });
});

describe('notes', () => {
  it('keeps notes and customer notes with pictures; internal notes stay with staff', async () => {
    const placed = await kit.placeOrder(customer);
    const image = await kit.png();
    const note = multipartBody(
      { note: 'Please match the width of the sample', jobOrderID: String(placed.orderId) },
      { image: { filename: 'sample.png', type: 'image/png', data: image } },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/JobOrders/notes',
      payload: note.payload,
      headers: { ...note.headers, ...t.bearer(customer) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const picture = added.json().value.imageUrl as string;
    expect((await get(picture, customer)).statusCode).toBe(200);
    const customerNote = multipartBody(
      { note: 'Engraving proof', jobOrderID: String(placed.orderId), entityTypeCode: 'JobItem' },
      { image: { filename: 'proof.png', type: 'image/png', data: image } },
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/JobOrders/customernotes',
      payload: customerNote.payload,
      headers: { ...customerNote.headers, ...t.bearer(customer) },
    });
    expect(
      (
        await post('/api/JobOrders/job-note-insert', staff, {
          JobOrderID: placed.orderId,
          Note: 'Check stock of 3 mm',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/JobOrders/job-note-insert', customer, { JobOrderID: placed.orderId, Note: 'x' }))
        .statusCode,
    ).toBe(403);

    const notes = (await get(`/api/JobOrders/${placed.orderId}/notes`, customer)).json().value;
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      note: 'Please match the width of the sample',
      thumbnailUrl: `${picture}?w=160`,
    });
    expect((await get(`/api/JobOrders/${placed.orderId}/notes`, staff)).json().value).toHaveLength(2);
    const customerNotes = (await get(`/api/JobOrders/${placed.orderId}/customernotes`, customer)).json()
      .value;
    expect(customerNotes[0]).toMatchObject({ note: 'Engraving proof', entityTypeCode: 'JobItem' });
    const images = (await get(`/api/JobOrders/${placed.orderId}/images`, customer)).json().value;
    expect(images.filter((i: { source: string }) => i.source === 'note')).toHaveLength(2);
    const listed = (await get(`/api/JobOrders/job-orders?search=${placed.order_code}`, customer)).json()
      .value;
    expect(listed.items[0].noteCount).toBe(2);
    const staffListed = (await get(`/api/JobOrders/job-orders?search=${placed.order_code}`, staff)).json()
      .value;
    expect(staffListed.items[0].noteCount).toBe(3);

    const notAnImage = multipartBody(
      { note: 'x', jobOrderID: String(placed.orderId) },
      { image: { filename: 'x.png', type: 'image/png', data: Buffer.from('not a picture') } },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/JobOrders/notes',
      payload: notAnImage.payload,
      headers: { ...notAnImage.headers, ...t.bearer(customer) },
    });
    expect(refused.statusCode).toBe(415);
    // The note attachment's limits, as staff set them: a PNG once only JPEG is taken, and no note is written.
    await setAssetLimitation(t, 'NOTE_ATTACHMENT', {
      mimeTypes: ['image/jpeg'],
      maxSizeBytes: 5 * 1024 * 1024,
    });
    const png = multipartBody(
      { note: 'A PNG proof', jobOrderID: String(placed.orderId) },
      { image: { filename: 'proof.png', type: 'image/png', data: image } },
    );
    const notTaken = await t.app.inject({
      method: 'POST',
      url: '/api/JobOrders/notes',
      payload: png.payload,
      headers: { ...png.headers, ...t.bearer(customer), 'accept-language': 'fr' },
    });
    expect(notTaken.statusCode).toBe(415);
    expect(notTaken.json().errorMessages[0].value).toMatch(/^Ce type de fichier \(image\/png\)/);
    expect((await get(`/api/JobOrders/${placed.orderId}/notes`, customer)).json().value).toHaveLength(1);
    expect(
      (await post('/api/JobOrders/notes', other, { note: 'hi', jobOrderID: placed.orderId })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/JobOrders/notes', customer, { note: '', jobOrderID: placed.orderId })).statusCode,
    ).toBe(400);
  });
});

describe('price quotes and sales orders', () => {
  it('approves or declines an open quote, which then leaves the open list', async () => {
    const { db } = t;
    const { customers } = await import('../customers/tables');
    const { eq } = await import('drizzle-orm');
    const me = (await t.login(DEMO.customer)).user.scope.customerId!;
    await db.update(customers).set({ orderSubmission: 'QUOTE' }).where(eq(customers.id, me));
    const a = await kit.placeOrder(customer);
    const b = await kit.placeOrder(customer);
    await db.update(customers).set({ orderSubmission: 'AUTO' }).where(eq(customers.id, me));
    expect(a.jobTypeCode).toBe('PQ');
    const open = (await get('/api/PriceQuotes?group=open&pageSize=100', customer)).json().value;
    expect(open.items.map((i: { ID: number }) => i.ID)).toEqual(
      expect.arrayContaining([a.orderId, b.orderId]),
    );

    expect(
      (
        await post('/api/PriceQuotes/set-status', customer, { id: a.orderId, statusChangeAction: 'approve' })
      ).json().value.statusCode,
    ).toBe('APPROVED');
    expect(
      (await post('/api/PriceQuotes/set-status', customer, { id: b.orderId, statusChangeAction: 'DECLINE' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/PriceQuotes/set-status', customer, {
          id: b.orderId,
          statusChangeAction: 'SET',
          statusCode: 'APPROVED',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post('/api/PriceQuotes/set-status', customer, {
          id: b.orderId,
          statusChangeAction: 'DECLINE',
          reasonText: 'Too long a delay',
        })
      ).json().value.statusCode,
    ).toBe('DECLINED');
    expect(
      (await post('/api/PriceQuotes/set-status', customer, { id: a.orderId, statusChangeAction: 'APPROVE' }))
        .statusCode,
    ).toBe(409);
    const openAfter = (await get('/api/PriceQuotes?group=open&pageSize=100', customer)).json().value;
    expect(openAfter.items.map((i: { ID: number }) => i.ID)).not.toContain(a.orderId);
    const closed = (await get('/api/PriceQuotes?group=closed&pageSize=100', customer)).json().value;
    expect(closed.items.map((i: { ID: number }) => i.ID)).toEqual(
      expect.arrayContaining([a.orderId, b.orderId]),
    );
    expect((await get(`/api/PriceQuotes/${a.orderId}/items`, other)).statusCode).toBe(404);
  });

  it('lets staff invoice a sales order once, paid', async () => {
    const placed = await kit.placeOrder(customer, [kit.chain.id]);
    expect(placed.jobTypeCode).toBe('SO');
    expect(
      (await post(`/api/SalesOrders/${placed.orderId}/generate-paid-invoice`, customer)).statusCode,
    ).toBe(403);
    const invoiced = await post(`/api/SalesOrders/${placed.orderId}/generate-paid-invoice`, staff);
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json().value).toMatchObject({
      balance: 0,
      statusCode: 'INVOICED',
      invoiceCode: expect.stringMatching(/^INV-/),
    });
    expect((await post(`/api/SalesOrders/${placed.orderId}/generate-paid-invoice`, staff)).statusCode).toBe(
      409,
    );
    const closed = (await get('/api/SalesOrders?tab=closed&pageSize=100', customer)).json().value;
    expect(codes(closed)).toContain(placed.order_code);
    expect((await get(`/api/SalesOrders/${placed.orderId}/detail`, customer)).json().value.status.code).toBe(
      'INVOICED',
    );
  });
});
