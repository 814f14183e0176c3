import { estimateTotal } from '@portal/shared';
import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import { getItemType } from '@portal/shared/catalog/get-item-type';
import { getUnitConversion } from '@portal/shared/catalog/get-unit-conversion';
import { createCustomOrder } from '@portal/shared/custom-orders/create-custom-order';
import { getCustomOrder } from '@portal/shared/custom-orders/get-custom-order';
import { getCustomOrderChildren } from '@portal/shared/custom-orders/get-custom-order-children';
import { getEstimateData } from '@portal/shared/custom-orders/get-estimate-data';
import { getTopLevelCustomOrders } from '@portal/shared/custom-orders/get-top-level-custom-orders';
import { uploadCustomOrderImages } from '@portal/shared/custom-orders/upload-custom-order-images';
import { getJobOrderImages } from '@portal/shared/orders/get-job-order-images';
import { getJobOrderItems } from '@portal/shared/orders/get-job-order-items';
import { updateJobOrderStatuses } from '@portal/shared/orders/update-job-order-statuses';
import type { CallResponse } from '@portal/shared/platform/contract';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAssetLimitation } from '../../test/fixtures';
import type { FormFile } from '../../test/multipart';
import type { SendInput } from '../../test/send';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderTestKit } from '../orders/order-test-kit';
import { orders } from '../orders/tables';
import { customOrders } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let product: CallResponse<typeof getItemType>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  product = (
    await t.send(
      getItemType,
      { params: { id: kit.ring.id }, query: { includesubitems: true, includevariants: true } },
      { as: 'anonymous' },
    )
  ).value;
});
afterAll(() => t.close());

type Design = SendInput<typeof createCustomOrder>['body'];
const customer = { as: 'customer' } as const;
const design = (body: Design, as: 'customer' | 'other' | 'sales' = 'customer') =>
  t.send(createCustomOrder, { body }, { as });
const priceOf = async (body: SendInput<typeof calculatePrice>['body']) =>
  (await t.send(calculatePrice, { body }, customer)).value.price;
const jobItems = async (id: number) => (await t.send(getJobOrderItems, { params: { id } }, customer)).value;
const jobImages = async (id: number) => (await t.send(getJobOrderImages, { params: { id } }, customer)).value;

describe('custom orders', () => {
  it('turns a design with a child into one job order priced by the catalogue rule', async () => {
    const subItems = product.subItems.map((s) => ({ ...s, quantity: s.quantity + 1 }));
    const created = await design({
      itemTypeID: kit.ring.id,
      quantity: 1,
      subItems,
      variantIDs: product.variants.slice(0, 1).map((v) => v.id),
      configuration: { ringSize: '6.5', engraving: 'Forever' },
      description: 'Bridal set for the Moreau wedding',
      children: [{ itemTypeID: kit.ring.id, quantity: 1, configuration: { ringSize: '9' } }],
    });
    expect(created.status, created.response.body).toBe(200);
    const answer = created.value;
    expect(answer).toMatchObject({ jobTypeCode: 'JO', order_code: expect.stringMatching(/^JO-/) });
    // Each ring is priced in its own size (the weight follows it), as the storefront prices it.
    const price = await priceOf({
      itemTypeID: kit.ring.id,
      subItems: subItems.map((s) => ({ itemTypeID: s.itemTypeID, quantity: s.quantity })),
      variantIDs: product.variants.slice(0, 1).map((v) => v.id),
      ringSize: '6.5',
    });
    const plain = await priceOf({ itemTypeID: kit.ring.id, ringSize: '9' });
    expect(answer.price).toBeCloseTo(price + plain, 2);

    const job = await jobItems(answer.orderId);
    expect(job.map((i) => i.quantity)).toEqual([1, 1]);
    // Named for people, never by their keys: 'Ring size 6½', not 'ringSize: 6.5'.
    expect(job[0]!.customAttributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Ring size', value: '6½' }),
        expect.objectContaining({ name: 'Engraving', value: '“Forever”' }),
        expect.objectContaining({ name: 'Description' }),
      ]),
    );

    const detail = (
      await t.send(
        getCustomOrder,
        { params: { id: answer.id }, query: { includeSubItems: 'true', includeVariants: 'true' } },
        customer,
      )
    ).value;
    expect(detail).toMatchObject({ jobOrderCode: answer.order_code, childCount: 1 });
    expect(detail.subItems).toHaveLength(subItems.length);
    expect(detail.children).toHaveLength(1);
    const top = (await t.send(getTopLevelCustomOrders, { query: { pageSize: 50 } }, customer)).value;
    expect(top.items.map((i) => i.id)).toContain(answer.id);
    expect(top.items.map((i) => i.id)).not.toContain(detail.children[0]!.id);
    const children = (await t.send(getCustomOrderChildren, { params: { id: answer.id } }, customer)).value;
    expect(children[0]!.parentId).toBe(answer.id);
    expect((await t.send(getCustomOrder, { params: { id: answer.id } }, { as: 'other' })).status).toBe(404);
  });

  it('adds a child to its parent’s job while the job has not started, then refuses', async () => {
    const parent = (await design({ itemTypeID: kit.ring.id, quantity: 1 })).value;
    const child = await design({ itemTypeID: kit.chain.id, parentId: parent.id });
    expect(child.status, child.response.body).toBe(200);
    expect(child.value.orderId).toBe(parent.orderId);
    expect(child.value.price).toBeGreaterThan(parent.price);
    await t.send(
      updateJobOrderStatuses,
      { body: { JobIds: [parent.orderId], StatusTypeCode: 'IN_PRODUCTION' } },
      { as: 'sales' },
    );
    const late = await design({ itemTypeID: kit.chain.id, parentId: parent.id });
    expect(late.status).toBe(409);
    expect((await design({ itemTypeID: kit.chain.id, parentId: parent.id }, 'other')).status).toBe(404);
  });

  it('keeps reference pictures, which the job order shows first', async () => {
    const made = (await design({ itemTypeID: kit.ring.id })).value;
    const form = {
      orderId: String(made.id),
      files: [{ filename: 'sketch.png', type: 'image/png', data: await kit.png() }],
    };
    const res = await t.send(uploadCustomOrderImages, { form }, customer);
    expect(res.status, res.response.body).toBe(200);
    expect(res.value).toHaveLength(1);
    const images = await jobImages(made.orderId);
    expect(images[0]).toMatchObject({ source: 'design', url: res.value[0]!.url });
    const theirs = await t.send(uploadCustomOrderImages, { form }, { as: 'other' });
    expect(theirs.status).toBe(404);
  });

  it('takes reference pictures within the custom order image’s limits, keeping none of a refused batch', async () => {
    const made = (await design({ itemTypeID: kit.ring.id })).value;
    // Noise: a picture that no encoder makes smaller than the 1 KB limit below.
    const png = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const send = (count: number) => {
      const files: FormFile[] = Array.from({ length: count }, (_, i) => ({
        filename: `sketch${i}.png`,
        type: 'image/png',
        data: png,
      }));
      return t.send(uploadCustomOrderImages, { form: { orderId: String(made.id), files } }, customer);
    };
    await setAssetLimitation(t, 'CUSTOM_ORDER_IMAGE', {
      mimeTypes: ['image/jpeg'],
      maxSizeBytes: 8 * 1024 * 1024,
    });
    expect((await send(2)).status).toBe(415);
    await setAssetLimitation(t, 'CUSTOM_ORDER_IMAGE', {
      mimeTypes: ['image/png'],
      maxSizeBytes: png.length - 1,
    });
    const tooLarge = await send(1);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.errorMessages[0]!.value).toMatch(/^The file is too large \(custom order image: at most /);
    const images = async () => (await jobImages(made.orderId)).filter((image) => image.source === 'design');
    expect(await images()).toEqual([]);
    await setAssetLimitation(t, 'CUSTOM_ORDER_IMAGE', {
      mimeTypes: ['image/png'],
      maxSizeBytes: 8 * 1024 * 1024,
    });
    expect((await send(2)).status).toBe(200);
    expect(await images()).toHaveLength(2);
  });

  it('refuses bad designs field by field', async () => {
    // No product and a stone without one: a body the contract's types cannot express.
    const bad = await design({ quantity: 0, subItems: [{ quantity: -1 }] } as never);
    expect(bad.status).toBe(400);
    expect(bad.errorMessages.map((m) => m.key)).toEqual(expect.arrayContaining(['itemTypeID', 'quantity']));
    const foreign = await design({
      itemTypeID: kit.ring.id,
      subItems: [{ itemTypeID: kit.chain.id, quantity: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect((await design({ itemTypeID: kit.ring.id }, 'sales')).errorMessages[0]!.key).toBe('customerId');
  });
});

describe('a ring’s size in the custom-order builder', () => {
  const made = async () => ({
    designs: (await t.db.select({ id: customOrders.id }).from(customOrders)).length,
    orders: (await t.db.select({ id: orders.id }).from(orders)).length,
  });

  it('is a quarter size in the product’s range, checked as the storefront checks it: 400 in both languages, nothing made', async () => {
    expect(product.ringSizes).toMatchObject({ min: 3, max: 13 });
    const before = await made();
    const refusals: [Design, string][] = [
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
      const en = await design(body);
      expect(en.status, JSON.stringify(body)).toBe(400);
      expect(en.errorMessages).toEqual([{ key, value: 'This ring size is not offered for this product' }]);
      const fr = await t.send(createCustomOrder, { body }, { ...customer, language: 'fr' });
      expect(fr.status).toBe(400);
      expect(fr.errorMessages).toEqual([
        { key, value: 'Cette taille de bague n’est pas proposée pour ce produit' },
      ]);
    }
    expect(await made()).toEqual(before);
  });

  it('keeps the size as checked and prices the ring in it; the job order reads “Ring size 6¾”', async () => {
    const created = await design({ itemTypeID: kit.ring.id, configuration: { ringSize: '6¾' } });
    expect(created.status, created.response.body).toBe(200);
    const answer = created.value;
    const inSize = await priceOf({ itemTypeID: kit.ring.id, ringSize: '6.75' });
    expect(answer.price).toBe(inSize);

    const detail = (await t.send(getCustomOrder, { params: { id: answer.id } }, customer)).value;
    expect(detail.configuration.ringSize).toBe('6.75');
    const items = await jobItems(answer.orderId);
    expect(items[0]!.customAttributes).toContainEqual(
      expect.objectContaining({ name: 'Ring size', value: '6¾' }),
    );
    const itemsFr = (
      await t.send(getJobOrderItems, { params: { id: answer.orderId } }, { ...customer, language: 'fr' })
    ).value;
    expect(itemsFr[0]!.customAttributes).toContainEqual(
      expect.objectContaining({ name: 'Taille de bague', value: '54 (US 6¾)' }),
    );
  });
});

describe('estimate data', () => {
  it('offers grouped services, treatments, priorities and metals at today’s prices, in French too', async () => {
    const data = (await t.send(getEstimateData, {}, customer)).value;
    expect(data.serviceTypeGroups.map((g) => g.code)).toEqual(
      expect.arrayContaining(['MANUFACTURING', 'REPAIR', 'SETTING']),
    );
    expect(data.priorities.map((p) => p.code)).toEqual(['STANDARD', 'RUSH', 'EXPRESS']);
    expect(data.currencySymbol).toBe('$');
    expect(data.masterAlloyPrices.map((a) => a.code)).toContain('GOLD');
    expect(data.attributes.map((a) => a.code)).toContain('RING_SIZE');
    const fr = (await t.send(getEstimateData, {}, { ...customer, language: 'fr' })).value;
    expect(fr.priorities[1]!.name).toBe('Urgent (5 jours ouvrés)');
    // the screen's arithmetic with these numbers: a resizing in 14K gold, 2 dwt, rush
    const dwt = (await t.send(getUnitConversion, { params: { source: 'dwt', target: 'g' } }, customer)).value
      .factor;
    const resizing = data.serviceTypeGroups
      .flatMap((g) => g.serviceTypes)
      .find((s) => s.code === 'RESIZING')!;
    const gold = data.metals.find((m) => m.code === '14KY')!;
    const estimate = estimateTotal({
      servicePrices: [resizing.basePrice],
      metalWeight: 2,
      gramsPerUnit: dwt,
      metalPricePerGram: gold.pricePerGram,
      treatmentPrices: [],
      surchargePercent: data.priorities[1]!.surchargePercent,
      quantity: 1,
    });
    expect(estimate.total).toBeGreaterThan(resizing.basePrice);
  });
});
