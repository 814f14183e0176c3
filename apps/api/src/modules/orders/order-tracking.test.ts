import { addInternalNote } from '@portal/shared/orders/add-internal-note';
import { addJobOrderCustomerNote } from '@portal/shared/orders/add-job-order-customer-note';
import { addJobOrderNote } from '@portal/shared/orders/add-job-order-note';
import { approveJobOrder } from '@portal/shared/orders/approve-job-order';
import { cancelJobOrder } from '@portal/shared/orders/cancel-job-order';
import { declineJobOrder } from '@portal/shared/orders/decline-job-order';
import { generatePaidInvoice } from '@portal/shared/orders/generate-paid-invoice';
import { getJobOrderCustomerNotes } from '@portal/shared/orders/get-job-order-customer-notes';
import { getJobOrderDetail } from '@portal/shared/orders/get-job-order-detail';
import { getJobOrderImages } from '@portal/shared/orders/get-job-order-images';
import { getJobOrderItems } from '@portal/shared/orders/get-job-order-items';
import { getJobOrderNotes } from '@portal/shared/orders/get-job-order-notes';
import { getJobOrders } from '@portal/shared/orders/get-job-orders';
import { getJobServices } from '@portal/shared/orders/get-job-services';
import { getPriceQuoteItems } from '@portal/shared/orders/get-price-quote-items';
import { getPriceQuotes } from '@portal/shared/orders/get-price-quotes';
import { getSalesOrderDetail } from '@portal/shared/orders/get-sales-order-detail';
import { getSalesOrders } from '@portal/shared/orders/get-sales-orders';
import { reorderJobOrder } from '@portal/shared/orders/reorder-job-order';
import { setQuoteStatus } from '@portal/shared/orders/set-quote-status';
import { updateJobOrderStatuses } from '@portal/shared/orders/update-job-order-statuses';
import { getJobOrderStatuses } from '@portal/shared/reference/get-job-order-statuses';
import { getDemoOutbox } from '@portal/shared/system/get-demo-outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAssetLimitation } from '../../test/fixtures';
import { invalidInput, type Caller, type SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from './order-test-kit';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
/** Tokens for the order kit's checkout and for a note's picture, private media outside the API. */
let customer: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
});
afterAll(() => t.close());

const codes = (page: { items: { code: string }[] }) => page.items.map((i) => i.code);
const jobOrders = async (query: SendInput<typeof getJobOrders>['query'], as: Caller) =>
  (await t.send(getJobOrders, { query }, { as })).value;
const detailOf = (id: number, as: Caller = 'customer') =>
  t.send(getJobOrderDetail, { params: { id } }, { as });
const moveJobs = (body: SendInput<typeof updateJobOrderStatuses>['body'], as: Caller = 'sales') =>
  t.send(updateJobOrderStatuses, { body }, { as });
const approve = (id: number, body: SendInput<typeof approveJobOrder>['body']) =>
  t.send(approveJobOrder, { params: { id }, body }, { as: 'customer' });
const decline = (id: number, body: SendInput<typeof declineJobOrder>['body']) =>
  t.send(declineJobOrder, { params: { id }, body }, { as: 'customer' });
const cancel = (id: number, as: Caller = 'customer') => t.send(cancelJobOrder, { params: { id } }, { as });
const notesOf = async (id: number, as: Caller = 'customer') =>
  (await t.send(getJobOrderNotes, { params: { id } }, { as })).value;
const setQuote = (body: SendInput<typeof setQuoteStatus>['body']) =>
  t.send(setQuoteStatus, { body }, { as: 'customer' });
const quoteIds = async (group: 'open' | 'closed') =>
  (await t.send(getPriceQuotes, { query: { group, pageSize: 100 } }, { as: 'customer' })).value.items.map(
    (i) => i.ID,
  );
const invoice = (id: number, as: Caller) => t.send(generatePaidInvoice, { params: { id } }, { as });
/** Staff put the job order to the customer: it now waits for their approval. */
async function putToCustomer(jobId: number) {
  const moved = await moveJobs({ JobIds: [jobId], StatusTypeCode: 'AWAITING_APPROVAL' });
  expect(moved.status, moved.response.body).toBe(200);
}

describe('job order lists', () => {
  it('shows a customer the order they just submitted on the new tab, and nobody else', async () => {
    const placed = await kit.placeOrder(customer);
    const fresh = await jobOrders({ tab: 'new', pageNo: 0, pageSize: 50 }, 'customer');
    expect(codes(fresh)).toContain(placed.order_code);
    expect(fresh.items.find((i) => i.code === placed.order_code)).toMatchObject({
      jobID: placed.orderId,
      statusCode: 'NEW',
      noteCount: 0,
      itemCount: 1,
    });
    const processing = await jobOrders({ tab: 'processing', pageSize: 50 }, 'customer');
    expect(codes(processing)).not.toContain(placed.order_code);
    const theirs = await jobOrders({ status: 'ALL', pageSize: 200 }, 'other');
    expect(codes(theirs)).not.toContain(placed.order_code);
    expect((await detailOf(placed.orderId, 'other')).status).toBe(404);
    expect((await t.send(getJobOrderItems, { params: { id: placed.orderId } }, { as: 'other' })).status).toBe(
      404,
    );
    const staffView = await jobOrders({ pageSize: 5, search: placed.order_code }, 'sales');
    expect(codes(staffView)).toEqual([placed.order_code]);
  });

  it('pages from 0, appending without gaps or repeats, with the item count of the filter', async () => {
    for (let i = 0; i < 5; i++) await kit.placeOrder(other);
    const all = await jobOrders({ status: 'OPEN', pageSize: 200 }, 'other');
    const seen: string[] = [];
    for (let page = 0; page * 3 < all.pagingData.itemCount; page++) {
      const res = await jobOrders({ status: 'OPEN', pageSize: 3, pageNo: page }, 'other');
      expect(res.pagingData).toMatchObject({ itemCount: all.pagingData.itemCount, pageNo: page });
      seen.push(...codes(res));
    }
    expect(seen).toEqual(codes(all));
    const oldestFirst = await jobOrders(
      { status: 'OPEN', pageSize: 200, sortBy: 'orderDate', sortAsc: 'true' },
      'other',
    );
    expect(codes(oldestFirst)).toEqual([...codes(all)].reverse());
    const filtered = await jobOrders({ filters: JSON.stringify({ statusCode: 'NEW' }) }, 'other');
    expect(filtered.pagingData.itemCount).toBe(all.items.filter((i) => i.statusCode === 'NEW').length);
    const byStatus = await jobOrders(
      { status: 'ALL', sortBy: 'status', sortAsc: 'true', pageSize: 200 },
      'other',
    );
    const workflow = (await t.send(getJobOrderStatuses, {}, { as: 'other' })).value.map((s) => s.code);
    const ranks = byStatus.items.map((i) => workflow.indexOf(i.statusCode));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(byStatus.items.every((i) => i.statusName.length > 0)).toBe(true);
    expect((await t.send(getJobOrders, { query: { status: 'MAYBE' } }, { as: 'other' })).status).toBe(400);
    expect((await t.send(getJobOrders, { query: { statusCode: 'NOPE' } }, { as: 'other' })).status).toBe(400);
  });
});

describe('job order actions', () => {
  it('refuses to approve or decline a job order the customer just placed: it does not wait for them', async () => {
    const placed = await kit.placeOrder(customer);
    const approved = await approve(placed.orderId, { serviceType: 'manufacturing' });
    expect(approved.status).toBe(409);
    expect(approved.errorMessages[0]!.value).toBe('Only a job order waiting for approval can be approved');
    const declined = await decline(placed.orderId, { reason: 'price', reasonText: 'Too dear' });
    expect(declined.status).toBe(409);
    expect((await detailOf(placed.orderId)).value.status.code).toBe('NEW');
    // It can still be cancelled while nothing has started.
    expect((await cancel(placed.orderId)).status).toBe(200);
  });

  it('approves with a service type, records who and when, and e-mails the customer', async () => {
    const placed = await kit.placeOrder(customer);
    await putToCustomer(placed.orderId);
    expect((await approve(placed.orderId, invalidInput({}))).status).toBe(400);
    expect((await approve(placed.orderId, { serviceType: 'NOPE' })).status).toBe(400);
    const approved = await approve(placed.orderId, { serviceType: 'manufacturing' });
    expect(approved.status, approved.response.body).toBe(200);
    expect(approved.value).toMatchObject({ statusCode: 'APPROVED', listGroup: 'processing' });
    const detail = (await detailOf(placed.orderId)).value;
    expect(detail.serviceType!.code).toBe('MANUFACTURING');
    expect(detail.timeline.map((e) => e.statusCode)).toEqual(['NEW', 'AWAITING_APPROVAL', 'APPROVED']);
    expect(detail.timeline.at(-1)!.by).toBeTruthy();
    const services = (await t.send(getJobServices, {}, { as: 'customer' })).value;
    const manufacturing = services.find((s) => s.code === 'MANUFACTURING')!;
    expect(manufacturing.jobs.map((j) => j.jobID)).toContain(placed.orderId);
    // the same job cannot be approved twice, nor declined or cancelled once in work
    expect((await approve(placed.orderId, { serviceType: 'REPAIR' })).status).toBe(409);
    expect((await cancel(placed.orderId)).status).toBe(409);
    const mails = (await t.send(getDemoOutbox, {}, { as: 'admin' })).value;
    expect(JSON.stringify(mails)).toContain(`${placed.order_code}: Approved`);
  });

  it('declines only with a reason, and cancels only what has not started', async () => {
    const placed = await kit.placeOrder(customer);
    await putToCustomer(placed.orderId);
    const noReason = await decline(placed.orderId, { reasonText: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.errorMessages[0]!.key).toBe('reasonText');
    const declined = await decline(placed.orderId, {
      reason: 'price',
      reasonText: 'Over our budget for this client',
    });
    expect(declined.value.statusCode).toBe('DECLINED');
    // The reason is a code (shown translated), never a label in the decliner's language.
    const byLabel = await decline(placed.orderId, {
      reason: invalidInput('Price too high'),
      reasonText: 'x',
    });
    expect(byLabel.status).toBe(400);
    expect(byLabel.errorMessages[0]!.key).toBe('reason');
    const detail = (await detailOf(placed.orderId)).value;
    expect(detail.timeline.at(-1)).toMatchObject({
      reason: 'price',
      reasonText: 'Over our budget for this client',
    });
    expect((await cancel(placed.orderId)).status).toBe(409);

    const toCancel = await kit.placeOrder(customer);
    expect((await cancel(toCancel.orderId, 'other')).status).toBe(404);
    expect((await cancel(toCancel.orderId)).value.statusCode).toBe('CANCELLED');
    const closed = await jobOrders({ tab: 'closed', pageSize: 100 }, 'customer');
    expect(codes(closed)).toEqual(expect.arrayContaining([placed.order_code, toCancel.order_code]));
  });

  it('moves job orders in bulk for staff, all of them or none', async () => {
    const a = await kit.placeOrder(customer);
    const b = await kit.placeOrder(customer);
    expect(
      (await moveJobs({ JobIds: [a.orderId], StatusTypeCode: 'IN_PRODUCTION' }, 'customer')).status,
    ).toBe(403);
    const missing = await moveJobs({ JobIds: [a.orderId, 99999999], StatusTypeCode: 'IN_PRODUCTION' });
    expect(missing.status).toBe(404);
    expect((await detailOf(a.orderId)).value.status.code).toBe('NEW');
    expect((await moveJobs({ JobIds: [a.orderId], StatusTypeCode: 'BOGUS' })).status).toBe(400);
    const moved = await moveJobs({ JobIds: [a.orderId, b.orderId], StatusTypeCode: 'in_production' });
    expect(moved.value).toEqual({ updated: 2, statusCode: 'IN_PRODUCTION' });
    const processing = await jobOrders({ tab: 'processing', pageSize: 100 }, 'customer');
    expect(codes(processing)).toEqual(expect.arrayContaining([a.order_code, b.order_code]));
  });

  it('re-orders a job into the cart at today’s prices', async () => {
    const placed = await kit.placeOrder(customer, [kit.ring.id, kit.chain.id]);
    const reorder = (sessionId: string, as: Caller) =>
      t.send(reorderJobOrder, { params: { id: placed.orderId }, body: { sessionId } }, { as });
    const res = await reorder(crypto.randomUUID(), 'customer');
    expect(res.status, res.response.body).toBe(200);
    expect(res.value.cart.items.map((i) => i.itemTypeID)).toEqual([kit.ring.id, kit.chain.id]);
    expect((await reorder(crypto.randomUUID(), 'other')).status).toBe(404);
  });
});

describe('notes', () => {
  it('keeps notes and customer notes with pictures; internal notes stay with staff', async () => {
    const placed = await kit.placeOrder(customer);
    const jobOrderID = String(placed.orderId);
    const image = await kit.png();
    const added = await t.send(
      addJobOrderNote,
      {
        form: {
          note: 'Please match the width of the sample',
          jobOrderID,
          image: { filename: 'sample.png', type: 'image/png', data: image },
        },
      },
      { as: 'customer' },
    );
    expect(added.status, added.response.body).toBe(200);
    const picture = added.value.imageUrl!;
    // The picture is private media at its own address, outside the API's calls.
    const seen = await t.app.inject({ method: 'GET', url: picture, headers: t.bearer(customer) });
    expect(seen.statusCode).toBe(200);
    await t.send(
      addJobOrderCustomerNote,
      {
        form: {
          note: 'Engraving proof',
          jobOrderID,
          entityTypeCode: 'JobItem',
          image: { filename: 'proof.png', type: 'image/png', data: image },
        },
      },
      { as: 'customer' },
    );
    const internal = (Note: string, as: Caller) =>
      t.send(addInternalNote, { body: { JobOrderID: placed.orderId, Note } }, { as });
    expect((await internal('Check stock of 3 mm', 'sales')).status).toBe(200);
    expect((await internal('x', 'customer')).status).toBe(403);

    const notes = await notesOf(placed.orderId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      note: 'Please match the width of the sample',
      thumbnailUrl: `${picture}?w=160`,
    });
    expect(await notesOf(placed.orderId, 'sales')).toHaveLength(2);
    const customerNotes = (
      await t.send(getJobOrderCustomerNotes, { params: { id: placed.orderId } }, { as: 'customer' })
    ).value;
    expect(customerNotes[0]).toMatchObject({ note: 'Engraving proof', entityTypeCode: 'JobItem' });
    const images = (await t.send(getJobOrderImages, { params: { id: placed.orderId } }, { as: 'customer' }))
      .value;
    expect(images.filter((i) => i.source === 'note')).toHaveLength(2);
    const listed = await jobOrders({ search: placed.order_code }, 'customer');
    expect(listed.items[0]!.noteCount).toBe(2);
    const staffListed = await jobOrders({ search: placed.order_code }, 'sales');
    expect(staffListed.items[0]!.noteCount).toBe(3);

    const refused = await t.send(
      addJobOrderNote,
      {
        form: {
          note: 'x',
          jobOrderID,
          image: { filename: 'x.png', type: 'image/png', data: Buffer.from('not a picture') },
        },
      },
      { as: 'customer' },
    );
    expect(refused.status).toBe(415);
    // The note attachment's limits, as staff set them: a PNG once only JPEG is taken, and no note is written.
    await setAssetLimitation(t, 'NOTE_ATTACHMENT', {
      mimeTypes: ['image/jpeg'],
      maxSizeBytes: 5 * 1024 * 1024,
    });
    const notTaken = await t.send(
      addJobOrderNote,
      {
        form: {
          note: 'A PNG proof',
          jobOrderID,
          image: { filename: 'proof.png', type: 'image/png', data: image },
        },
      },
      { as: 'customer', language: 'fr' },
    );
    expect(notTaken.status).toBe(415);
    expect(notTaken.errorMessages[0]!.value).toMatch(/^Ce type de fichier \(image\/png\)/);
    expect(await notesOf(placed.orderId)).toHaveLength(1);
    // A note without a picture may come as JSON.
    const jsonNote = (note: string, as: Caller) =>
      t.send(addJobOrderNote, { body: { note, jobOrderID: placed.orderId } }, { as });
    expect((await jsonNote('hi', 'other')).status).toBe(404);
    expect((await jsonNote('', 'customer')).status).toBe(400);
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
    expect(await quoteIds('open')).toEqual(expect.arrayContaining([a.orderId, b.orderId]));

    expect((await setQuote({ id: a.orderId, statusChangeAction: 'approve' })).value.statusCode).toBe(
      'APPROVED',
    );
    expect((await setQuote({ id: b.orderId, statusChangeAction: 'DECLINE' })).status).toBe(400);
    expect(
      (await setQuote({ id: b.orderId, statusChangeAction: 'SET', statusCode: 'APPROVED' })).status,
    ).toBe(403);
    expect(
      (
        await setQuote({
          id: b.orderId,
          statusChangeAction: 'DECLINE',
          reasonText: 'Too long a delay',
        })
      ).value.statusCode,
    ).toBe('DECLINED');
    expect((await setQuote({ id: a.orderId, statusChangeAction: 'APPROVE' })).status).toBe(409);
    expect(await quoteIds('open')).not.toContain(a.orderId);
    expect(await quoteIds('closed')).toEqual(expect.arrayContaining([a.orderId, b.orderId]));
    expect((await t.send(getPriceQuoteItems, { params: { id: a.orderId } }, { as: 'other' })).status).toBe(
      404,
    );
  });

  it('lets staff invoice a sales order once, paid', async () => {
    const placed = await kit.placeOrder(customer, [kit.chain.id]);
    expect(placed.jobTypeCode).toBe('SO');
    expect((await invoice(placed.orderId, 'customer')).status).toBe(403);
    const invoiced = await invoice(placed.orderId, 'sales');
    expect(invoiced.status, invoiced.response.body).toBe(200);
    expect(invoiced.value).toMatchObject({
      balance: 0,
      statusCode: 'INVOICED',
      invoiceCode: expect.stringMatching(/^INV-/),
    });
    expect((await invoice(placed.orderId, 'sales')).status).toBe(409);
    const closed = (
      await t.send(getSalesOrders, { query: { tab: 'closed', pageSize: 100 } }, { as: 'customer' })
    ).value;
    expect(codes(closed)).toContain(placed.order_code);
    expect(
      (await t.send(getSalesOrderDetail, { params: { id: placed.orderId } }, { as: 'customer' })).value.status
        .code,
    ).toBe('INVOICED');
  });
});
