import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { setAssetLimitation } from '../../test/fixtures';
import { multipartBody } from '../../test/multipart';
import { orderTestKit } from '../orders/order-test-kit';
import { serviceTypes } from '../reference/tables';
import { users } from '../users/tables';
import { jobStageMoves } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
let staff: string;
let customer: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = await orderTestKit(t);
  staff = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
  other = (await t.login(DEMO.other)).token;
});
afterAll(() => t.close());

type Timeline = {
  currentStageId: number | null;
  stages: { id: number; name: string; state: string; reachedAt: string | null; expectedOn: string | null }[];
  moves: {
    toStage: string;
    fromStage: string | null;
    backward: boolean;
    reason: string | null;
    movedBy: string;
    photos: { url: string }[];
  }[];
  expectedFinishOn: string | null;
};

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...t.bearer(token), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const timeline = async (orderId: number, token = staff, lang = 'en') =>
  (await call('GET', `/JobOrders/${orderId}/timeline`, token, undefined, lang)).json().value as Timeline;
const move = (orderId: number, body: Record<string, unknown>, lang = 'en') =>
  call('POST', `/JobOrders/${orderId}/stage`, staff, body, lang);
const moveCount = async (orderId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobStageMoves)
      .where(eq(jobStageMoves.orderId, orderId))
  )[0]!.n;

const DEFAULT_STAGES = [
  'Design',
  'CAD',
  'Wax',
  'Casting',
  'Setting',
  'Polishing',
  'Quality check',
  'Shipped',
];

describe('production stages', () => {
  it('lists the default stages in both languages; only staff who configure may change a service type’s', async () => {
    const lists = (await call('GET', '/production-stages', staff)).json().value;
    expect(lists[0].serviceTypeId).toBeNull();
    expect(lists[0].stages.map((s: { name: string }) => s.name)).toEqual(DEFAULT_STAGES);
    const french = (await call('GET', '/production-stages', staff, undefined, 'fr')).json().value;
    expect(french[0].stages.map((s: { name: string }) => s.name)).toEqual([
      'Conception',
      'CAO',
      'Cire',
      'Fonte',
      'Sertissage',
      'Polissage',
      'Contrôle qualité',
      'Expédié',
    ]);
    expect((await call('GET', '/production-stages', customer)).statusCode).toBe(403);

    const [engraving] = await t.db.select().from(serviceTypes).where(eq(serviceTypes.code, 'ENGRAVING'));
    const body = {
      serviceTypeId: engraving!.id,
      stages: [
        { name: 'Layout', nameFr: 'Mise en page', expectedDays: 1 },
        { name: 'Engraving', nameFr: 'Gravure', expectedDays: 2 },
        { name: 'Shipped', nameFr: 'Expédié', expectedDays: 0 },
      ],
    };
    expect((await call('POST', '/production-stages', customer, body)).statusCode).toBe(403);
    const empty = await call('POST', '/production-stages', staff, { ...body, stages: [] }, 'fr');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages[0].value).toBe('Un type de service a besoin d’au moins une étape');
    const negative = await call('POST', '/production-stages', staff, {
      ...body,
      stages: [{ name: 'Layout', nameFr: 'Mise en page', expectedDays: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    const saved = await call('POST', '/production-stages', staff, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const own = saved.json().value.find((l: { serviceTypeId: number }) => l.serviceTypeId === engraving!.id);
    expect(own.stages.map((s: { name: string; expectedDays: number }) => [s.name, s.expectedDays])).toEqual([
      ['Layout', 1],
      ['Engraving', 2],
      ['Shipped', 0],
    ]);
    // Reordered and one left out: the kept stages keep their ids.
    const [layout, engrave, shipped] = own.stages as { id: number }[];
    const again = await call('POST', '/production-stages', staff, {
      serviceTypeId: engraving!.id,
      stages: [
        { id: engrave!.id, name: 'Engraving', nameFr: 'Gravure', expectedDays: 3 },
        { id: shipped!.id, name: 'Shipped', nameFr: 'Expédié', expectedDays: 0 },
      ],
    });
    const reordered = again
      .json()
      .value.find((l: { serviceTypeId: number }) => l.serviceTypeId === engraving!.id).stages;
    expect(reordered.map((s: { id: number }) => s.id)).toEqual([engrave!.id, shipped!.id]);
    expect(reordered.some((s: { id: number }) => s.id === layout!.id)).toBe(false);
  });

  it('refuses to remove a stage a job is in', async () => {
    const placed = await kit.placeOrder(customer);
    expect((await move(placed.orderId, { fromStageId: null })).statusCode).toBe(201);
    const lists = (await call('GET', '/production-stages', staff)).json().value;
    const stages = lists[0].stages as { id: number; name: string; nameFr: string; expectedDays: number }[];
    const refused = await call('POST', '/production-stages', staff, {
      serviceTypeId: null,
      stages: stages
        .slice(1)
        .map(({ id, name, nameFr, expectedDays }) => ({ id, name, nameFr, expectedDays })),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessages[0].value).toBe(
      'Jobs are in the stage Design: move them before removing it',
    );
    expect((await call('GET', '/production-stages', staff)).json().value[0].stages).toHaveLength(8);
  });
});

describe('moving a job through its stages', () => {
  it('moves to the next stage or a given one, backward only with a reason, keeping who and when', async () => {
    const placed = await kit.placeOrder(customer);
    const id = placed.orderId;
    expect((await call('POST', `/JobOrders/${id}/stage`, customer, { fromStageId: null })).statusCode).toBe(
      403,
    );
    const first = await move(id, { fromStageId: null, note: 'Sketch approved by phone' });
    expect(first.statusCode, first.body).toBe(201);
    const design = first.json().value as Timeline;
    expect(design.stages[0]).toMatchObject({ name: 'Design', state: 'current' });
    expect(design.stages[1]).toMatchObject({ state: 'coming', reachedAt: null });
    expect(design.stages[1]!.expectedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(design.expectedFinishOn).toBe(design.stages[7]!.expectedOn);
    const ids = design.stages.map((s) => s.id);

    const cad = (await move(id, { fromStageId: ids[0] })).json().value as Timeline;
    expect(cad.currentStageId).toBe(ids[1]);
    // Straight to polishing: forward may skip stages.
    const polishing = await move(id, { fromStageId: ids[1], stageId: ids[5] });
    expect(polishing.statusCode).toBe(201);
    expect((polishing.json().value as Timeline).stages.map((s) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'done',
      'current',
      'coming',
      'coming',
    ]);

    // Back to casting: refused without a reason, and nothing is written.
    const noReason = await move(id, { fromStageId: ids[5], stageId: ids[3] }, 'fr');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errorMessages).toContainEqual({
      key: 'reason',
      value: 'Un retour en arrière demande une raison',
    });
    expect(await moveCount(id)).toBe(3);
    const back = await move(id, { fromStageId: ids[5], stageId: ids[3], reason: 'Porosity in the shank' });
    expect(back.statusCode).toBe(201);
    const read = await timeline(id);
    expect(read.currentStageId).toBe(ids[3]);
    expect(read.moves).toHaveLength(4);
    const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO.admin.email));
    expect(read.moves[0]).toMatchObject({
      fromStage: 'Polishing',
      toStage: 'Casting',
      backward: true,
      reason: 'Porosity in the shank',
      movedBy: `${admin!.firstName} ${admin!.lastName}`.trim(),
    });
    expect(read.moves[3]).toMatchObject({ fromStage: null, toStage: 'Design', backward: false });

    // A mover who saw an older stage is told the job has moved; the same stage again, or a stage of another list, is refused.
    const stale = await move(id, { fromStageId: ids[5] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMessages[0].value).toBe(
      `${placed.order_code} has moved since you saw it: look at its stage again`,
    );
    expect((await move(id, { fromStageId: ids[3], stageId: ids[3] })).statusCode).toBe(409);
    expect((await move(id, { fromStageId: ids[3], stageId: 2147483000 })).statusCode).toBe(400);
    expect(await moveCount(id)).toBe(4);
    // To the end, then no further.
    await move(id, { fromStageId: ids[3], stageId: ids[7] });
    const last = await move(id, { fromStageId: ids[7] });
    expect(last.statusCode).toBe(409);
    expect((await timeline(id)).expectedFinishOn).toBeNull();
  });

  it('gives one move of twenty sent at once', async () => {
    const placed = await kit.placeOrder(customer);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move(placed.orderId, { fromStageId: null })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await moveCount(placed.orderId)).toBe(1);
  });

  it('moves several jobs all or nothing', async () => {
    const a = await kit.placeOrder(customer);
    const b = await kit.placeOrder(customer);
    const design = (await move(a.orderId, { fromStageId: null })).json().value.currentStageId as number;
    // b has not started, but the mover says it is at Design: nothing moves, a included.
    const refused = await call('POST', '/JobOrders/stage', staff, {
      jobs: [
        { jobOrderId: a.orderId, fromStageId: design },
        { jobOrderId: b.orderId, fromStageId: design },
      ],
    });
    expect(refused.statusCode).toBe(409);
    expect(await moveCount(a.orderId)).toBe(1);
    expect(await moveCount(b.orderId)).toBe(0);
    const moved = await call('POST', '/JobOrders/stage', staff, {
      jobs: [
        { jobOrderId: a.orderId, fromStageId: design },
        { jobOrderId: b.orderId, fromStageId: null },
      ],
      note: 'Batch from the bench',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().value).toEqual({ moved: 2 });
    expect((await timeline(a.orderId)).stages[1]!.state).toBe('current');
    expect((await timeline(b.orderId)).stages[0]!.state).toBe('current');
    const twice = await call('POST', '/JobOrders/stage', staff, {
      jobs: [
        { jobOrderId: a.orderId, fromStageId: null },
        { jobOrderId: a.orderId, fromStageId: null },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/JobOrders/stage', customer, {
          jobs: [{ jobOrderId: a.orderId, fromStageId: null }],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps photos checked like every upload, seen by the order’s customer and staff only', async () => {
    const placed = await kit.placeOrder(customer);
    const png = await kit.png();
    const form = multipartBody(
      { fromStageId: '', note: 'Wax carved' },
      {
        photos: { filename: 'wax.png', type: 'image/png', data: png },
        photos2: { filename: 'wax-side.png', type: 'image/png', data: png },
      },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/JobOrders/${placed.orderId}/stage`,
      payload: form.payload,
      headers: { ...form.headers, ...t.bearer(staff) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const photos = (added.json().value as Timeline).moves[0]!.photos;
    expect(photos).toHaveLength(2);
    const photo = (token?: string) =>
      t.app.inject({ method: 'GET', url: photos[0]!.url, headers: token ? t.bearer(token) : {} });
    const seen = await photo(customer);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await photo(staff)).statusCode).toBe(200);
    expect((await photo(other)).statusCode).toBe(404);
    expect((await photo()).statusCode).toBe(404);

    const design = (await timeline(placed.orderId)).currentStageId;
    const notAPicture = multipartBody(
      { fromStageId: String(design) },
      { photos: { filename: 'x.png', type: 'image/png', data: Buffer.from('not a picture') } },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/JobOrders/${placed.orderId}/stage`,
      payload: notAPicture.payload,
      headers: { ...notAPicture.headers, ...t.bearer(staff) },
    });
    expect(refused.statusCode).toBe(415);
    await setAssetLimitation(t, 'PRODUCTION_PHOTO', { mimeTypes: ['image/png'], maxSizeBytes: 1024 });
    // Noise does not compress: a 64 × 64 picture of it is well over 1 KB.
    const noisy = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const tooLarge = multipartBody(
      { fromStageId: String(design) },
      { photos: { filename: 'big.png', type: 'image/png', data: noisy } },
    );
    const large = await t.app.inject({
      method: 'POST',
      url: `/api/JobOrders/${placed.orderId}/stage`,
      payload: tooLarge.payload,
      headers: { ...tooLarge.headers, ...t.bearer(staff) },
    });
    expect(large.statusCode).toBe(413);
    await setAssetLimitation(t, 'PRODUCTION_PHOTO', {
      mimeTypes: ['image/png'],
      maxSizeBytes: 8 * 1024 * 1024,
    });
    expect(await moveCount(placed.orderId)).toBe(1);
  });
});
