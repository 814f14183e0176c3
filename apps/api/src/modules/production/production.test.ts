import { getJobOrderTimeline } from '@portal/shared/production/get-job-order-timeline';
import { moveJobOrderStage } from '@portal/shared/production/move-job-order-stage';
import { moveJobOrdersStage } from '@portal/shared/production/move-job-orders-stage';
import { getProductionStages, saveProductionStages } from '@portal/shared/production/production-stages';
import type { Language } from '@portal/shared/platform/language';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { setAssetLimitation } from '../../test/fixtures';
import type { Caller, SendForm, SendInput } from '../../test/send';
import { orderTestKit } from '../orders/order-test-kit';
import { serviceTypes } from '../reference/tables';
import { users } from '../users/tables';
import { jobStageMoves } from './tables';

let t: TestApp;
let kit: Awaited<ReturnType<typeof orderTestKit>>;
/** The demo customer's token, for the order kit; the photos' tokens, for the private media outside the API. */
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

const stagesAs = (as: Caller, language: Language = 'en') => t.send(getProductionStages, {}, { as, language });
const saveStages = (
  body: SendInput<typeof saveProductionStages>['body'],
  as: Caller = 'admin',
  language: Language = 'en',
) => t.send(saveProductionStages, { body }, { as, language });
const timeline = async (orderId: number) =>
  (await t.send(getJobOrderTimeline, { params: { id: orderId } }, { as: 'admin' })).value;
type MoveBody = Extract<SendInput<typeof moveJobOrderStage>, { body: unknown }>['body'];
const move = (orderId: number, body: MoveBody, language: Language = 'en', as: Caller = 'admin') =>
  t.send(moveJobOrderStage, { params: { id: orderId }, body }, { as, language });
const moveWithForm = (orderId: number, form: SendForm<typeof moveJobOrderStage>) =>
  t.send(moveJobOrderStage, { params: { id: orderId }, form }, { as: 'admin' });
const moveMany = (body: SendInput<typeof moveJobOrdersStage>['body'], as: Caller = 'admin') =>
  t.send(moveJobOrdersStage, { body }, { as });
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
    const lists = (await stagesAs('admin')).value;
    expect(lists[0]!.serviceTypeId).toBeNull();
    expect(lists[0]!.stages.map((s) => s.name)).toEqual(DEFAULT_STAGES);
    const french = (await stagesAs('admin', 'fr')).value;
    expect(french[0]!.stages.map((s) => s.name)).toEqual([
      'Conception',
      'CAO',
      'Cire',
      'Fonte',
      'Sertissage',
      'Polissage',
      'Contrôle qualité',
      'Expédié',
    ]);
    expect((await stagesAs('customer')).status).toBe(403);

    const [engraving] = await t.db.select().from(serviceTypes).where(eq(serviceTypes.code, 'ENGRAVING'));
    const body = {
      serviceTypeId: engraving!.id,
      stages: [
        { name: 'Layout', nameFr: 'Mise en page', expectedDays: 1 },
        { name: 'Engraving', nameFr: 'Gravure', expectedDays: 2 },
        { name: 'Shipped', nameFr: 'Expédié', expectedDays: 0 },
      ],
    };
    expect((await saveStages(body, 'customer')).status).toBe(403);
    const empty = await saveStages({ ...body, stages: [] }, 'admin', 'fr');
    expect(empty.status).toBe(400);
    expect(empty.errorMessages[0]!.value).toBe('Un type de service a besoin d’au moins une étape');
    const negative = await saveStages({
      ...body,
      stages: [{ name: 'Layout', nameFr: 'Mise en page', expectedDays: -1 }],
    });
    expect(negative.status).toBe(400);
    const saved = await saveStages(body);
    expect(saved.status, saved.response.body).toBe(200);
    const own = saved.value.find((l) => l.serviceTypeId === engraving!.id)!;
    expect(own.stages.map((s) => [s.name, s.expectedDays])).toEqual([
      ['Layout', 1],
      ['Engraving', 2],
      ['Shipped', 0],
    ]);
    // Reordered and one left out: the kept stages keep their ids.
    const [layout, engrave, shipped] = own.stages;
    const again = await saveStages({
      serviceTypeId: engraving!.id,
      stages: [
        { id: engrave!.id, name: 'Engraving', nameFr: 'Gravure', expectedDays: 3 },
        { id: shipped!.id, name: 'Shipped', nameFr: 'Expédié', expectedDays: 0 },
      ],
    });
    const reordered = again.value.find((l) => l.serviceTypeId === engraving!.id)!.stages;
    expect(reordered.map((s) => s.id)).toEqual([engrave!.id, shipped!.id]);
    expect(reordered.some((s) => s.id === layout!.id)).toBe(false);
  });

  it('refuses to remove a stage a job is in', async () => {
    const placed = await kit.placeOrder(customer);
    expect((await move(placed.orderId, { fromStageId: null })).status).toBe(201);
    const lists = (await stagesAs('admin')).value;
    const stages = lists[0]!.stages;
    const refused = await saveStages({
      serviceTypeId: null,
      stages: stages
        .slice(1)
        .map(({ id, name, nameFr, expectedDays }) => ({ id, name, nameFr, expectedDays })),
    });
    expect(refused.status).toBe(409);
    expect(refused.errorMessages[0]!.value).toBe(
      'Jobs are in the stage Design: move them before removing it',
    );
    expect((await stagesAs('admin')).value[0]!.stages).toHaveLength(8);
  });
});

describe('moving a job through its stages', () => {
  it('moves to the next stage or a given one, backward only with a reason, keeping who and when', async () => {
    const placed = await kit.placeOrder(customer);
    const id = placed.orderId;
    expect((await move(id, { fromStageId: null }, 'en', 'customer')).status).toBe(403);
    const first = await move(id, { fromStageId: null, note: 'Sketch approved by phone' });
    expect(first.status, first.response.body).toBe(201);
    const design = first.value;
    expect(design.stages[0]).toMatchObject({ name: 'Design', state: 'current' });
    expect(design.stages[1]).toMatchObject({ state: 'coming', reachedAt: null });
    expect(design.stages[1]!.expectedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(design.expectedFinishOn).toBe(design.stages[7]!.expectedOn);
    const ids = design.stages.map((s) => s.id);

    const cad = (await move(id, { fromStageId: ids[0] })).value;
    expect(cad.currentStageId).toBe(ids[1]);
    // Straight to polishing: forward may skip stages.
    const polishing = await move(id, { fromStageId: ids[1], stageId: ids[5] });
    expect(polishing.status).toBe(201);
    expect(polishing.value.stages.map((s) => s.state)).toEqual([
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
    expect(noReason.status).toBe(400);
    expect(noReason.errorMessages).toContainEqual({
      key: 'reason',
      value: 'Un retour en arrière demande une raison',
    });
    expect(await moveCount(id)).toBe(3);
    const back = await move(id, { fromStageId: ids[5], stageId: ids[3], reason: 'Porosity in the shank' });
    expect(back.status).toBe(201);
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
    expect(stale.status).toBe(409);
    expect(stale.errorMessages[0]!.value).toBe(
      `${placed.order_code} has moved since you saw it: look at its stage again`,
    );
    expect((await move(id, { fromStageId: ids[3], stageId: ids[3] })).status).toBe(409);
    expect((await move(id, { fromStageId: ids[3], stageId: 2147483000 })).status).toBe(400);
    expect(await moveCount(id)).toBe(4);
    // To the end, then no further.
    await move(id, { fromStageId: ids[3], stageId: ids[7] });
    const last = await move(id, { fromStageId: ids[7] });
    expect(last.status).toBe(409);
    expect((await timeline(id)).expectedFinishOn).toBeNull();
  });

  it('gives one move of twenty sent at once', async () => {
    const placed = await kit.placeOrder(customer);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move(placed.orderId, { fromStageId: null })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await moveCount(placed.orderId)).toBe(1);
  });

  it('moves several jobs all or nothing', async () => {
    const a = await kit.placeOrder(customer);
    const b = await kit.placeOrder(customer);
    const design = (await move(a.orderId, { fromStageId: null })).value.currentStageId!;
    // b has not started, but the mover says it is at Design: nothing moves, a included.
    const refused = await moveMany({
      jobs: [
        { jobOrderId: a.orderId, fromStageId: design },
        { jobOrderId: b.orderId, fromStageId: design },
      ],
    });
    expect(refused.status).toBe(409);
    expect(await moveCount(a.orderId)).toBe(1);
    expect(await moveCount(b.orderId)).toBe(0);
    const moved = await moveMany({
      jobs: [
        { jobOrderId: a.orderId, fromStageId: design },
        { jobOrderId: b.orderId, fromStageId: null },
      ],
      note: 'Batch from the bench',
    });
    expect(moved.status, moved.response.body).toBe(200);
    expect(moved.value).toEqual({ moved: 2 });
    expect((await timeline(a.orderId)).stages[1]!.state).toBe('current');
    expect((await timeline(b.orderId)).stages[0]!.state).toBe('current');
    const twice = await moveMany({
      jobs: [
        { jobOrderId: a.orderId, fromStageId: null },
        { jobOrderId: a.orderId, fromStageId: null },
      ],
    });
    expect(twice.status).toBe(400);
    expect(
      (await moveMany({ jobs: [{ jobOrderId: a.orderId, fromStageId: null }] }, 'customer')).status,
    ).toBe(403);
  });

  it('keeps photos checked like every upload, seen by the order’s customer and staff only', async () => {
    const placed = await kit.placeOrder(customer);
    const png = await kit.png();
    const added = await moveWithForm(placed.orderId, {
      fromStageId: '',
      note: 'Wax carved',
      photos: [
        { filename: 'wax.png', type: 'image/png', data: png },
        { filename: 'wax-side.png', type: 'image/png', data: png },
      ],
    });
    expect(added.status, added.response.body).toBe(201);
    const photos = added.value.moves[0]!.photos;
    expect(photos).toHaveLength(2);
    // The photos are private media, outside the API: no contract.
    const photo = (token?: string) =>
      t.app.inject({ method: 'GET', url: photos[0]!.url, headers: token ? t.bearer(token) : {} });
    const seen = await photo(customer);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect((await photo(staff)).statusCode).toBe(200);
    expect((await photo(other)).statusCode).toBe(404);
    expect((await photo()).statusCode).toBe(404);

    const design = String((await timeline(placed.orderId)).currentStageId);
    const refused = await moveWithForm(placed.orderId, {
      fromStageId: design,
      photos: [{ filename: 'x.png', type: 'image/png', data: Buffer.from('not a picture') }],
    });
    expect(refused.status).toBe(415);
    await setAssetLimitation(t, 'PRODUCTION_PHOTO', { mimeTypes: ['image/png'], maxSizeBytes: 1024 });
    // Noise does not compress: a 64 × 64 picture of it is well over 1 KB.
    const noisy = await sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const large = await moveWithForm(placed.orderId, {
      fromStageId: design,
      photos: [{ filename: 'big.png', type: 'image/png', data: noisy }],
    });
    expect(large.status).toBe(413);
    await setAssetLimitation(t, 'PRODUCTION_PHOTO', {
      mimeTypes: ['image/png'],
      maxSizeBytes: 8 * 1024 * 1024,
    });
    expect(await moveCount(placed.orderId)).toBe(1);
  });
});
