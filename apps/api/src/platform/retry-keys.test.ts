import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTestKit } from '../modules/orders/order-test-kit';
import { multipartBody } from '../test/multipart';
import { createTestApp, DEMO, type TestApp } from '../test/test-app';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: string;
let other: string;
let orderId: number;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
  orderId = (await kit.placeOrder(customer)).orderId;
});
afterAll(() => t.close());

const addNote = (token: string, note: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/JobOrders/notes',
    payload: { note, jobOrderID: orderId },
    headers: { ...t.bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
  });

const notesOf = async (id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/JobOrders/${id}/notes`, headers: t.bearer(customer) })
  ).json().value as { note: string }[];

const count = async (text: string) => (await notesOf(orderId)).filter((n) => n.note === text).length;

describe('a retry under the same Idempotency-Key', () => {
  it('answers the first note instead of writing it twice', async () => {
    const first = await addNote(customer, 'Ring to be sized 7', 'note-attempt-1');
    expect(first.statusCode, first.body).toBe(200);
    const retry = await addNote(customer, 'Ring to be sized 7', 'note-attempt-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().value).toEqual(first.json().value);
    expect(await count('Ring to be sized 7')).toBe(1);
  });

  it('writes again without a key, or under a new one', async () => {
    await addNote(customer, 'Polish only');
    await addNote(customer, 'Polish only');
    await addNote(customer, 'Polish only', 'note-attempt-2');
    expect(await count('Polish only')).toBe(3);
  });

  it('refuses the key sent with another note, and changes nothing', async () => {
    await addNote(customer, 'Engrave "Always"', 'note-attempt-3');
    const reused = await addNote(customer, 'Engrave "Forever"', 'note-attempt-3');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().apiMessages.serverErrors).toEqual([
      'This idempotency key was already used for another request',
    ]);
    expect(await count('Engrave "Forever"')).toBe(0);
  });

  it('keeps one caller’s keys apart from another’s', async () => {
    const mine = await addNote(customer, 'Rush please', 'shared-looking-key');
    expect(mine.statusCode).toBe(200);
    // The other customer's request under the same key is theirs: refused for the order (not theirs), not replayed.
    const theirs = await addNote(other, 'Rush please', 'shared-looking-key');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('lets a retry do the work when the first attempt failed', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/JobOrders/notes',
      payload: { note: '', jobOrderID: orderId },
      headers: { ...t.bearer(customer), 'idempotency-key': 'note-attempt-4' },
    });
    expect(refused.statusCode).toBe(400);
    const fixed = await addNote(customer, 'Now with a text', 'note-attempt-4');
    expect(fixed.statusCode).toBe(200);
    expect(await count('Now with a text')).toBe(1);
  });

  it('refuses a malformed key before doing anything', async () => {
    const bad = await addNote(customer, 'Tab in the key', 'two words');
    expect(bad.statusCode).toBe(400);
    expect(await count('Tab in the key')).toBe(0);
  });

  it('replays a multipart note with its picture, and adds a cart line once', async () => {
    const form = multipartBody(
      { note: 'Proof attached', jobOrderID: String(orderId) },
      { image: { filename: 'proof.png', type: 'image/png', data: await kit.png() } },
    );
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/JobOrders/notes',
        payload: form.payload,
        headers: { ...form.headers, ...t.bearer(customer), 'idempotency-key': 'picture-note-1' },
      });
    const first = await send();
    const again = await send();
    expect(again.json().value).toEqual(first.json().value);
    expect(await count('Proof attached')).toBe(1);

    const sessionId = crypto.randomUUID();
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/ShoppingCart/addToCart',
        payload: { sessionId, itemTypeID: kit.ring.id },
        headers: { ...t.bearer(customer), 'idempotency-key': 'cart-line-1' },
      });
    await add();
    await add();
    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/shoppingCart/getBySessionId?sessionId=${sessionId}`,
      headers: t.bearer(customer),
    });
    expect(cart.json().value.items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
  });
});
