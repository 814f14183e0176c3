import { metalPricePerGram } from '@portal/shared';
import { getMetalsShownInCatalog } from '@portal/shared/catalog/get-metals-shown-in-catalog';
import { updateMasterAlloyPrice } from '@portal/shared/catalog/update-master-alloy-price';
import { correctMetalFixing } from '@portal/shared/metal/correct-metal-fixing';
import { getMetalFormulas } from '@portal/shared/metal/get-metal-formulas';
import { importMetalFixings } from '@portal/shared/metal/import-metal-fixings';
import { listMetalFixings } from '@portal/shared/metal/list-metal-fixings';
import { recordMetalFixing } from '@portal/shared/metal/record-metal-fixing';
import { updateMasterAlloyTerms } from '@portal/shared/metal/update-master-alloy-terms';
import { updateMetalFormula } from '@portal/shared/metal/update-metal-formula';
import type { ErrorMessage } from '@portal/shared/platform/envelope';
import type { Language } from '@portal/shared/platform/language';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/tables';
import { seedReference } from '../../seed/index';
import { modules, roleSettings } from '../settings/tables';
import { roles } from '../users/tables';
import type { SendForm, SendInput } from '../../test/send';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { masterAlloys, metalFixings, metalPriceHistory, metals } from './tables';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Fixing = SendInput<typeof recordMetalFixing>['body'];
const staff = (language?: Language) => ({ as: 'admin', language }) as const;
const record = (body: Fixing, language?: Language) => t.send(recordMetalFixing, { body }, staff(language));
const correct = (id: number, body: Fixing) => t.send(correctMetalFixing, { params: { id }, body }, staff());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const daysAgo = (days: number, hourUtc = 10) => {
  const at = new Date(Date.now() - days * 86_400_000);
  at.setUTCHours(hourUtc, 30, 0, 0);
  return at.toISOString();
};
const fixing = (over: Partial<Fixing> = {}): Fixing => ({
  metal: 'GOLD',
  session: 'AM',
  source: 'LBMA',
  pricePerOunce: 2700.4,
  fixedAt: minutesAgo(1),
  ...over,
});

const alloy = async (code: string) =>
  (await t.db.select().from(masterAlloys).where(eq(masterAlloys.code, code)))[0]!;
const metal = async (code: string) => (await t.db.select().from(metals).where(eq(metals.code, code)))[0]!;
const messagesOf = (refused: { errorMessages: ErrorMessage[] }) => refused.errorMessages.map((m) => m.value);

type ImportForm = SendForm<typeof importMetalFixings>;
const importForm = (form: ImportForm, language?: Language) =>
  t.send(importMetalFixings, { form }, staff(language));
const importCsv = (csv: string, fields: Omit<ImportForm, 'file'> = {}, language?: Language) =>
  importForm(
    { ...fields, file: { filename: 'fixings.csv', type: 'text/csv', data: Buffer.from(csv) } },
    language,
  );

describe('recording a fixing', () => {
  it('is staff only', async () => {
    const customer = { as: 'customer' } as const;
    expect((await t.send(listMetalFixings, {}, customer)).status).toBe(403);
    expect((await t.send(recordMetalFixing, { body: fixing() }, customer)).status).toBe(403);
    expect((await t.send(getMetalFormulas, {}, customer)).status).toBe(403);
  });

  it('refuses zero, negative, future, unknown metal and session, in English and French', async () => {
    const zero = await record(fixing({ pricePerOunce: 0 }));
    expect(zero.status).toBe(400);
    expect(messagesOf(zero)).toContain('The price must be more than zero');
    const negative = await record(fixing({ pricePerOunce: -5 }), 'fr');
    expect(negative.status).toBe(400);
    expect(messagesOf(negative)).toContain('Le prix doit être supérieur à zéro');
    const inAnHour = fixing({ fixedAt: new Date(Date.now() + 3_600_000).toISOString() });
    const future = await record(inAnHour);
    expect(future.status).toBe(400);
    expect(messagesOf(future)).toContain('A fixing cannot be in the future');
    const futureFr = await record(inAnHour, 'fr');
    expect(messagesOf(futureFr)).toContain('Un fixing ne peut pas être dans le futur');
    // Raw: a metal and a session outside the contract's lists, which its body type cannot hold.
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/metal-fixings',
      headers: { ...t.bearer((await t.login(DEMO.admin)).token), 'accept-language': 'fr' },
      payload: { ...fixing(), metal: 'COPPER', session: 'NOON' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown.json())).toEqual(
      expect.arrayContaining([
        'Métal inconnu : choisissez GOLD, SILVER, PLATINUM ou PALLADIUM',
        'Séance inconnue : choisissez AM ou PM',
      ]),
    );
    const rows = await t.db.select().from(metalFixings).where(eq(metalFixings.pricePerOunce, '2700.40'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a second fixing of the same metal, day and session', async () => {
    const body = fixing({ metal: 'PALLADIUM', pricePerOunce: 1000, fixedAt: daysAgo(40) });
    expect((await record(body)).status).toBe(201);
    const again = await record({ ...body, pricePerOunce: 1001 }, 'fr');
    expect(again.status).toBe(409);
    expect(messagesOf(again)[0]).toMatch(/^Ce métal a déjà un fixing pour ce jour et cette séance/);
  });

  it('a new latest fixing prices the alloy, its metals and the catalogue, with history and audit', async () => {
    const before = await metal('14KY');
    const answer = await record(fixing({ pricePerOunce: 2712.35 }));
    expect(answer.status).toBe(201);
    const recorded = answer.value;
    expect(recorded.isCurrent).toBe(true);
    const gold = await alloy('GOLD');
    expect(gold).toMatchObject({ pricePerOunce: '2712.35', priceSource: 'fixing', fixingId: recorded.id });
    const after = await metal('14KY');
    expect(after.pricePerGram).toBe(
      metalPricePerGram('2712.35', before.purity, before.surchargePerOunce, before.markupPercent),
    );
    expect(after.pricePerGram).not.toBe(before.pricePerGram);
    const catalogue = (await t.send(getMetalsShownInCatalog, {}, { as: 'customer' })).value;
    expect(catalogue.find((m) => m.code === '14KY')?.pricePerGram).toBe(Number(after.pricePerGram));
    const [history] = await t.db
      .select()
      .from(metalPriceHistory)
      .where(eq(metalPriceHistory.masterAlloyId, gold.id))
      .orderBy(desc(metalPriceHistory.id))
      .limit(1);
    expect(history?.pricePerOunce).toBe('2712.35');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'metalFixing'), eq(auditLog.entityId, String(recorded.id))));
    expect(audits.map((a) => a.action)).toEqual(['metalFixing.record']);
    const listed = (await t.send(listMetalFixings, { query: { metal: 'GOLD', pageSize: 5 } }, staff())).value;
    expect(listed.items[0]?.id).toBe(recorded.id);
  });

  it('a correction of an older fixing changes no price; of the current one, the prices follow', async () => {
    const older = (await record(fixing({ metal: 'PLATINUM', pricePerOunce: 950, fixedAt: daysAgo(60) })))
      .value;
    expect(older.isCurrent).toBe(false);
    const current = (await record(fixing({ metal: 'PLATINUM', pricePerOunce: 990, source: 'LME' }))).value;
    const pricedBefore = await metal('PT950');
    const corrected = await correct(
      older.id,
      fixing({ metal: 'PLATINUM', pricePerOunce: 955.5, fixedAt: daysAgo(60) }),
    );
    expect(corrected.status).toBe(200);
    expect(await alloy('PLATINUM')).toMatchObject({ pricePerOunce: '990.00', fixingId: current.id });
    expect((await metal('PT950')).pricePerGram).toBe(pricedBefore.pricePerGram);
    const fixed = await correct(
      current.id,
      fixing({ metal: 'PLATINUM', pricePerOunce: 991.25, source: 'LME' }),
    );
    expect(fixed.status).toBe(200);
    expect(await alloy('PLATINUM')).toMatchObject({
      pricePerOunce: '991.25',
      priceSource: 'fixing',
      fixingId: current.id,
    });
    expect((await metal('PT950')).pricePerGram).not.toBe(pricedBefore.pricePerGram);
  });

  it('a typed price is the manual override, marked manual', async () => {
    const typed = await t.send(
      updateMasterAlloyPrice,
      { body: { code: 'SILVER', pricePerOunce: 33.1 } },
      staff(),
    );
    expect(typed.status).toBe(200);
    expect(await alloy('SILVER')).toMatchObject({
      pricePerOunce: '33.10',
      priceSource: 'manual',
      fixingId: null,
    });
    const formulas = (await t.send(getMetalFormulas, {}, staff())).value;
    expect(formulas.masterAlloys.find((a) => a.code === 'SILVER')).toMatchObject({
      priceSource: 'manual',
      fixing: null,
    });
  });
});

describe('importing a CSV of fixings', () => {
  const day = (days: number) => daysAgo(days).slice(0, 10);
  const csv = [
    'date,metal,session,price',
    `${day(100)},SILVER,AM,30.10`,
    `${day(101)},SILVER,AM,0`,
    `${day(102)},COPPER,AM,5`,
    `${day(100)},SILVER,AM,30.20`,
    `2099-01-05,SILVER,AM,31`,
    `31/12/2025,SILVER,AM,31`,
  ].join('\n');

  it('keeps nothing when a line is refused, and answers every line with its reasons', async () => {
    const answer = await importCsv(csv, {}, 'fr');
    expect(answer.status).toBe(200);
    const result = answer.value;
    expect(result.kept).toBe(false);
    expect(result.lines.map((l) => l.status)).toEqual([
      'valid',
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    expect(result.lines[1]?.reasons).toEqual(['Le prix doit être supérieur à zéro']);
    expect(result.lines[3]?.reasons[0]).toMatch(/ligne 2/);
    expect(result.lines[4]?.reasons).toEqual(['Un fixing ne peut pas être dans le futur']);
    const kept = await t.db
      .select()
      .from(metalFixings)
      .where(eq(metalFixings.fixingDate, day(100)));
    expect(kept.filter((k) => k.session === 'AM')).toHaveLength(0);
  });

  it('keeps the valid lines when asked, and refuses what is already recorded', async () => {
    const answer = await importCsv(csv, { importValidLines: 'true', source: 'LBMA' });
    const result = answer.value;
    expect(result).toMatchObject({ kept: true, taken: 1 });
    expect(result.lines[0]).toMatchObject({ status: 'taken' });
    const [row] = await t.db
      .select()
      .from(metalFixings)
      .where(eq(metalFixings.id, result.lines[0]!.fixingId!));
    expect(row).toMatchObject({
      pricePerOunce: '30.10',
      session: 'AM',
      source: 'LBMA',
      fixingDate: day(100),
    });
    const again = (await importCsv(`date,metal,session,price\n${day(100)},SILVER,AM,30.1\n`)).value;
    expect(again.kept).toBe(false);
    expect(again.lines[0]?.reasons).toEqual([
      'This fixing is already recorded: correct it in the list instead',
    ]);
  });

  it('a file’s future line is refused, an older fixing moves no price, a file without a header is refused', async () => {
    // The demo's latest palladium fixing is a past weekday's PM.
    const gold = await alloy('PALLADIUM');
    const [current] = await t.db.select().from(metalFixings).where(eq(metalFixings.id, gold.fixingId!));
    expect(current?.session).toBe('PM');
    const csv = `metal,date,session,price,source\nPALLADIUM,${day(-1)},AM,1020.5,LME\nPALLADIUM,${day(200)},AM,900,LME\n`;
    const future = (await importCsv(csv)).value;
    expect(future.kept).toBe(false);
    const result = (await importCsv(csv, { importValidLines: 'true' })).value;
    expect(result.kept).toBe(true);
    expect(result.lines[0]?.fixingId).toBeNull();
    // An old fixing from a file moves no price.
    expect(await alloy('PALLADIUM')).toMatchObject({
      pricePerOunce: gold.pricePerOunce,
      fixingId: gold.fixingId,
    });
    const noHeader = await importCsv(`${day(3)},GOLD,AM,2600\n`, {}, 'fr');
    expect(noHeader.status).toBe(400);
    expect(messagesOf(noHeader)[0]).toMatch(/^La première ligne doit nommer les colonnes/);
  });
});

describe('the formulas', () => {
  it('a new surcharge and markup re-price the metal; alloy terms are kept; both audited', async () => {
    const before = await metal('18KY');
    const gold = await alloy('GOLD');
    const changed = await t.send(
      updateMetalFormula,
      { params: { id: before.id }, body: { surchargePerOunce: 4.5, markupPercent: 2 } },
      staff(),
    );
    expect(changed.status).toBe(200);
    const after = await metal('18KY');
    expect(after.pricePerGram).toBe(metalPricePerGram(gold.pricePerOunce, before.purity, '4.50', '2.00'));
    expect(changed.value).toMatchObject({
      surchargePerOunce: 4.5,
      markupPercent: 2,
      pricePerGram: Number(after.pricePerGram),
    });
    const goldTerms = (body: SendInput<typeof updateMasterAlloyTerms>['body']) =>
      t.send(updateMasterAlloyTerms, { params: { code: 'GOLD' }, body }, staff());
    const terms = await goldTerms({ lossThresholdPercent: 3.5, refiningChargePercent: 8 });
    expect(terms.value).toMatchObject({ lossThresholdPercent: 3.5, refiningChargePercent: 8 });
    const bad = await goldTerms({ lossThresholdPercent: -1, refiningChargePercent: 8 });
    expect(bad.status).toBe(400);
    const actions = (await t.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['metal.formulaUpdate', 'masterAlloy.termsUpdate']));
  });
});

describe('an installation from before the metal screens', () => {
  it('gets the Metal module on its next start, opening /backoffice/metal to administrators and sales staff', async () => {
    await t.db.delete(modules).where(eq(modules.code, 'CP_METAL'));
    await seedReference(t.db);
    const [module] = await t.db.select().from(modules).where(eq(modules.code, 'CP_METAL'));
    expect(module?.route).toBe('/backoffice/metal');
    const held = await t.db
      .select({ role: roles.code, action: roleSettings.action })
      .from(roleSettings)
      .innerJoin(roles, eq(roles.id, roleSettings.roleId))
      .where(eq(roleSettings.moduleId, module!.id));
    expect(held.map((h) => `${h.role}:${h.action}`).sort()).toEqual([
      'ADMINISTRATOR:EDIT',
      'ADMINISTRATOR:VIEW',
      'SALES_STAFF:EDIT',
      'SALES_STAFF:VIEW',
    ]);
    // The send client signs sales in at its first call, here, after the module was seeded.
    expect((await t.send(getMetalFormulas, {}, { as: 'sales' })).status).toBe(200);
  });
});

describe('the import’s file checks', () => {
  it('refuses a file over the size limit (413), a file that is not text, and no file', async () => {
    const big = `date,metal,session,price\n${'2026-01-05,GOLD,AM,2600.00\n'.repeat(25_000)}`;
    expect((await importCsv(big)).status).toBe(413);
    const binary = await importForm({
      file: { filename: 'x.csv', type: 'text/csv', data: Buffer.from([0, 1, 2, 255]) },
    });
    expect(binary.status).toBe(400);
    expect(messagesOf(binary)[0]).toMatch(/not a CSV text file/);
    const none = await importForm({ importValidLines: 'true' }, 'fr');
    expect(none.status).toBe(400);
    expect(messagesOf(none)).toEqual(['Choisissez le fichier CSV des fixings']);
  });
});
