import { estimateTotal } from '@portal/shared';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { setAssetLimitation } from '../../test/fixtures';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { orders } from '../orders/tables';
import { customOrders } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let customer: string;
let other: string;
let product: {
  id: number;
  ringSizes: { min: number; max: number } | null;
  subItems: { itemTypeID: number; quantity: number; attachedEntityTypeId: number | null }[];
  variants: { id: number }[];
};
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
  product = (
    await t.app.inject({
      method: 'GET',
      url: `/api/itemtypes/${kit.ring.id}?includesubitems=true&includevariants=true`,
    })
  ).json().value;
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.bearer(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: t.bearer(token) });

describe('custom orders', () => {
  it('turns a design with a child into one job order priced by the catalogue rule', async () => {
    const subItems = product.subItems.map((s) => ({ ...s, quantity: s.quantity + 1 }));
    const created = await post('/api/customOrders/createOrder', customer, {
      itemTypeID: kit.ring.id,
      quantity: 1,
      subItems,
      variantIDs: product.variants.slice(0, 1).map((v) => v.id),
      configuration: { ringSize: '6.5', engraving: 'Forever' },
      description: 'Bridal set for the Moreau wedding',
      children: [{ itemTypeID: kit.ring.id, quantity: 1, configuration: { ringSize: '9' } }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const answer = created.json().value;
    expect(answer).toMatchObject({ jobTypeCode: 'JO', order_code: expect.stringMatching(/^JO-/) });
    // Each ring is priced in its own size (the weight follows it), as the storefront prices it.
    const price = (
      await post('/api/products/cp/calculatePrice', customer, {
        itemTypeID: kit.ring.id,
        subItems: subItems.map((s) => ({ itemTypeID: s.itemTypeID, quantity: s.quantity })),
        variantIDs: product.variants.slice(0, 1).map((v) => v.id),
        ringSize: '6.5',
      })
    ).json().value.price;
    const plain = (
      await post('/api/products/cp/calculatePrice', customer, { itemTypeID: kit.ring.id, ringSize: '9' })
    ).json().value.price;
    expect(answer.price).toBeCloseTo(price + plain, 2);

    const job = (await get(`/api/JobOrders/${answer.orderId}/items`, customer)).json().value;
    expect(job.map((i: { quantity: number }) => i.quantity)).toEqual([1, 1]);
    // Named for people, never by their keys: 'Ring size 6½', not 'ringSize: 6.5'.
    expect(job[0].customAttributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Ring size', value: '6½' }),
        expect.objectContaining({ name: 'Engraving', value: '“Forever”' }),
        expect.objectContaining({ name: 'Description' }),
      ]),
    );

    const detail = (
      await get(`/api/customOrders/${answer.id}?includeSubItems=true&includeVariants=true`, customer)
    ).json().value;
    expect(detail).toMatchObject({ jobOrderCode: answer.order_code, childCount: 1 });
    expect(detail.subItems).toHaveLength(subItems.length);
    expect(detail.children).toHaveLength(1);
    const top = (await get('/api/customOrders/getTopLevelCustomOrders?pageSize=50', customer)).json().value;
    expect(top.items.map((i: { id: number }) => i.id)).toContain(answer.id);
    expect(top.items.map((i: { id: number }) => i.id)).not.toContain(detail.children[0].id);
    const children = (await get(`/api/customOrders/getByParentId/${answer.id}`, customer)).json().value;
    expect(children[0].parentId).toBe(answer.id);
    expect((await get(`/api/customOrders/${answer.id}`, other)).statusCode).toBe(404);
  });

  it('adds a child to its parent’s job while the job has not started, then refuses', async () => {
    const parent = (
      await post('/api/customOrders/createOrder', customer, { itemTypeID: kit.ring.id, quantity: 1 })
    ).json().value;
    const child = await post('/api/customOrders/createOrder', customer, {
      itemTypeID: kit.chain.id,
      parentId: parent.id,
    });
    expect(child.statusCode, child.body).toBe(200);
    expect(child.json().value.orderId).toBe(parent.orderId);
    expect(child.json().value.price).toBeGreaterThan(parent.price);
    const staff = (await t.login(DEMO.sales)).token;
    await post('/api/JobOrders/update-status', staff, {
      JobIds: [parent.orderId],
      StatusTypeCode: 'IN_PRODUCTION',
    });
    const late = await post('/api/customOrders/createOrder', customer, {
      itemTypeID: kit.chain.id,
      parentId: parent.id,
    });
    expect(late.statusCode).toBe(409);
    expect(
      (await post('/api/customOrders/createOrder', other, { itemTypeID: kit.chain.id, parentId: parent.id }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps reference pictures, which the job order shows first', async () => {
    const design = (await post('/api/customOrders/createOrder', customer, { itemTypeID: kit.ring.id })).json()
      .value;
    const png = await kit.png();
    const form = multipartBody(
      { orderId: String(design.id) },
      { files: { filename: 'sketch.png', type: 'image/png', data: png } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customOrders/generateImagesForExistingOrder',
      payload: form.payload,
      headers: { ...form.headers, ...t.bearer(customer) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toHaveLength(1);
    const images = (await get(`/api/JobOrders/${design.orderId}/images`, customer)).json().value;
    expect(images[0]).toMatchObject({ source: 'design', url: res.json().value[0].url });
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/customOrders/generateImagesForExistingOrder',
      payload: form.payload,
      headers: { ...form.headers, ...t.bearer(other) },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('takes reference pictures within the custom order image’s limits, keeping none of a refused batch', async () => {
    const design = (await post('/api/customOrders/createOrder', customer, { itemTypeID: kit.ring.id })).json()
      .value;
    // Noise: a picture that no encoder makes smaller than the 1 KB limit below.
    const png = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const send = (files: number) => {
      const form = multipartBody(
        { orderId: String(design.id) },
        Object.fromEntries(
          Array.from({ length: files }, (_, i) => [
            `files${i}`,
            { filename: `sketch${i}.png`, type: 'image/png', data: png },
          ]),
        ),
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/customOrders/generateImagesForExistingOrder',
        payload: form.payload,
        headers: { ...form.headers, ...t.bearer(customer) },
      });
    };
    await setAssetLimitation(t, 'CUSTOM_ORDER_IMAGE', {
      mimeTypes: ['image/jpeg'],
      maxSizeBytes: 8 * 1024 * 1024,
    });
    expect((await send(2)).statusCode).toBe(415);
    await setAssetLimitation(t, 'CUSTOM_ORDER_IMAGE', {
      mimeTypes: ['image/png'],
      maxSizeBytes: png.length - 1,
    });
    const tooLarge = await send(1);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errorMessages[0].value).toMatch(
      /^The file is too large \(custom order image: at most /,
    );
    const images = async () =>
      (
        (await get(`/api/JobOrders/${design.orderId}/images`, customer)).json().value as { source: string }[]
      ).filter((image) => image.source === 'design');
    expect(await images()).toEqual([]);
    await setAssetLimitation(t, 'CUSTOM_ORDER_IMAGE', {
      mimeTypes: ['image/png'],
      maxSizeBytes: 8 * 1024 * 1024,
    });
    expect((await send(2)).statusCode).toBe(200);
    expect(await images()).toHaveLength(2);
  });

  it('refuses bad designs field by field', async () => {
    const bad = await post('/api/customOrders/createOrder', customer, {
      quantity: 0,
      subItems: [{ quantity: -1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessages.map((m: { key: string }) => m.key)).toEqual(
      expect.arrayContaining(['itemTypeID', 'quantity']),
    );
    const foreign = await post('/api/customOrders/createOrder', customer, {
      itemTypeID: kit.ring.id,
      subItems: [{ itemTypeID: kit.chain.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    const staff = (await t.login(DEMO.sales)).token;
    expect(
      (await post('/api/customOrders/createOrder', staff, { itemTypeID: kit.ring.id })).json()
        .errorMessages[0].key,
    ).toBe('customerId');
  });
});

describe('a ring’s size in the custom-order builder', () => {
  const french = (token: string) => ({ ...t.bearer(token), 'accept-language': 'fr' });
  const made = async () => ({
    designs: (await t.db.select({ id: customOrders.id }).from(customOrders)).length,
    orders: (await t.db.select({ id: orders.id }).from(orders)).length,
  });

  it('is a quarter size in the product’s range, checked as the storefront checks it: 400 in both languages, nothing made', async () => {
    expect(product.ringSizes).toMatchObject({ min: 3, max: 13 });
    const before = await made();
    const refusals: [object, string][] = [
      [{ itemTypeID: kit.ring.id, configuration: { ringSize: '14' } }, 'configuration.ringSize'],
      [{ itemTypeID: kit.ring.id, configuration: { ringSize: '2.75' } }, 'configuration.ringSize'],
      [{ itemTypeID: kit.ring.id, configuration: { ringSize: '6.6' } }, 'configuration.ringSize'],
      [{ itemTypeID: kit.ring.id, configuration: { ringSize: 'large' } }, 'configuration.ringSize'],
      [
        {
          itemTypeID: kit.ring.id,
          configuration: { ringSize: '7' },
          children: [{ itemTypeID: kit.ring.id, configuration: { ringSize: '13.5' } }],
        },
        'children.0.configuration.ringSize',
      ],
    ];
    for (const [body, key] of refusals) {
      const en = await post('/api/customOrders/createOrder', customer, body);
      expect(en.statusCode, JSON.stringify(body)).toBe(400);
      expect(en.json().errorMessages).toEqual([
        { key, value: 'This ring size is not offered for this product' },
      ]);
      const fr = await t.app.inject({
        method: 'POST',
        url: '/api/customOrders/createOrder',
        payload: body,
        headers: french(customer),
      });
      expect(fr.statusCode).toBe(400);
      expect(fr.json().errorMessages).toEqual([
        { key, value: 'Cette taille de bague n’est pas proposée pour ce produit' },
      ]);
    }
    expect(await made()).toEqual(before);
  });

  it('keeps the size as checked and prices the ring in it; the job order reads “Ring size 6¾”', async () => {
    const created = await post('/api/customOrders/createOrder', customer, {
      itemTypeID: kit.ring.id,
      configuration: { ringSize: '6¾' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const answer = created.json().value;
    const inSize = (
      await post('/api/products/cp/calculatePrice', customer, { itemTypeID: kit.ring.id, ringSize: '6.75' })
    ).json().value.price;
    expect(answer.price).toBe(inSize);

    const design = (await get(`/api/customOrders/${answer.id}`, customer)).json().value;
    expect(design.configuration.ringSize).toBe('6.75');
    const items = (await get(`/api/JobOrders/${answer.orderId}/items`, customer)).json().value;
    expect(items[0].customAttributes).toContainEqual(
      expect.objectContaining({ name: 'Ring size', value: '6¾' }),
    );
    const itemsFr = (
      await t.app.inject({
        method: 'GET',
        url: `/api/JobOrders/${answer.orderId}/items`,
        headers: french(customer),
      })
    ).json().value;
    expect(itemsFr[0].customAttributes).toContainEqual(
      expect.objectContaining({ name: 'Taille de bague', value: '54 (US 6¾)' }),
    );
  });
});

describe('estimate data', () => {
  it('offers grouped services, treatments, priorities and metals at today’s prices, in French too', async () => {
    const data = (await get('/api/Estimate/data', customer)).json().value;
    expect(data.serviceTypeGroups.map((g: { code: string }) => g.code)).toEqual(
      expect.arrayContaining(['MANUFACTURING', 'REPAIR', 'SETTING']),
    );
    expect(data.priorities.map((p: { code: string }) => p.code)).toEqual(['STANDARD', 'RUSH', 'EXPRESS']);
    expect(data.currencySymbol).toBe('$');
    expect(data.masterAlloyPrices.map((a: { code: string }) => a.code)).toContain('GOLD');
    expect(data.attributes.map((a: { code: string }) => a.code)).toContain('RING_SIZE');
    const fr = (
      await t.app.inject({
        method: 'GET',
        url: '/api/Estimate/data',
        headers: { ...t.bearer(customer), 'accept-language': 'fr' },
      })
    ).json().value;
    expect(fr.priorities[1].name).toBe('Urgent (5 jours ouvrés)');
    // the screen's arithmetic with these numbers: a resizing in 14K gold, 2 dwt, rush
    const dwt = (await get('/api/Metals/measureUnitConversions/dwt/g', customer)).json().value.factor;
    const resizing = data.serviceTypeGroups
      .flatMap((g: { serviceTypes: { code: string; basePrice: number }[] }) => g.serviceTypes)
      .find((s: { code: string }) => s.code === 'RESIZING');
    const gold = data.metals.find((m: { code: string }) => m.code === '14KY');
    const estimate = estimateTotal({
      servicePrices: [resizing.basePrice],
      metalWeight: 2,
      gramsPerUnit: dwt,
      metalPricePerGram: gold.pricePerGram,
      treatmentPrices: [],
      surchargePercent: data.priorities[1].surchargePercent,
      quantity: 1,
    });
    expect(estimate.total).toBeGreaterThan(resizing.basePrice);
  });
});
