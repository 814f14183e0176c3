import { metalPricePerGram } from '@portal/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/tables';
import { seedReference } from '../../seed/index';
import { modules, roleSettings } from '../settings/tables';
import { roles } from '../users/tables';
import { multipartBody } from '../../test/multipart';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { masterAlloys, metalFixings, metalPriceHistory, metals } from './tables';

let t: TestApp;
let staff: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.login(DEMO.admin)).token;
  customer = (await t.login(DEMO.customer)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: unknown, lang?: 'fr') =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...t.bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const daysAgo = (days: number, hourUtc = 10) => {
  const at = new Date(Date.now() - days * 86_400_000);
  at.setUTCHours(hourUtc, 30, 0, 0);
  return at.toISOString();
};
const fixing = (over: Record<string, unknown> = {}) => ({
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
const messagesOf = (body: string) =>
  (JSON.parse(body) as { errorMessages: { key: string; value: string }[] }).errorMessages.map((m) => m.value);

async function importCsv(csv: string, fields: Record<string, string> = {}, lang?: 'fr') {
  const { payload, headers } = multipartBody(fields, {
    file: { filename: 'fixings.csv', type: 'text/csv', data: Buffer.from(csv) },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/metal-fixings/import',
    headers: { ...headers, ...t.bearer(staff), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
}

describe('recording a fixing', () => {
  it('is staff only', async () => {
    expect((await call('GET', '/metal-fixings', customer)).statusCode).toBe(403);
    expect((await call('POST', '/metal-fixings', customer, fixing())).statusCode).toBe(403);
    expect((await call('GET', '/metal-formulas', customer)).statusCode).toBe(403);
  });

  it('refuses zero, negative, future, unknown metal and session, in English and French', async () => {
    const zero = await call('POST', '/metal-fixings', staff, fixing({ pricePerOunce: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(messagesOf(zero.body)).toContain('The price must be more than zero');
    const negative = await call('POST', '/metal-fixings', staff, fixing({ pricePerOunce: -5 }), 'fr');
    expect(negative.statusCode).toBe(400);
    expect(messagesOf(negative.body)).toContain('Le prix doit être supérieur à zéro');
    const future = await call(
      'POST',
      '/metal-fixings',
      staff,
      fixing({ fixedAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    expect(future.statusCode).toBe(400);
    expect(messagesOf(future.body)).toContain('A fixing cannot be in the future');
    const futureFr = await call(
      'POST',
      '/metal-fixings',
      staff,
      fixing({ fixedAt: new Date(Date.now() + 3_600_000).toISOString() }),
      'fr',
    );
    expect(messagesOf(futureFr.body)).toContain('Un fixing ne peut pas être dans le futur');
    const unknown = await call(
      'POST',
      '/metal-fixings',
      staff,
      fixing({ metal: 'COPPER', session: 'NOON' }),
      'fr',
    );
    expect(unknown.statusCode).toBe(400);
    expect(messagesOf(unknown.body)).toEqual(
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
    expect((await call('POST', '/metal-fixings', staff, body)).statusCode).toBe(201);
    const again = await call('POST', '/metal-fixings', staff, { ...body, pricePerOunce: 1001 }, 'fr');
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again.body)[0]).toMatch(/^Ce métal a déjà un fixing pour ce jour et cette séance/);
  });

  it('a new latest fixing prices the alloy, its metals and the catalogue, with history and audit', async () => {
    const before = await metal('14KY');
    const answer = await call('POST', '/metal-fixings', staff, fixing({ pricePerOunce: 2712.35 }));
    expect(answer.statusCode).toBe(201);
    const recorded = answer.json().value as { id: number; isCurrent: boolean; fixingDate: string };
    expect(recorded.isCurrent).toBe(true);
    const gold = await alloy('GOLD');
    expect(gold).toMatchObject({ pricePerOunce: '2712.35', priceSource: 'fixing', fixingId: recorded.id });
    const after = await metal('14KY');
    expect(after.pricePerGram).toBe(
      metalPricePerGram('2712.35', before.purity, before.surchargePerOunce, before.markupPercent),
    );
    expect(after.pricePerGram).not.toBe(before.pricePerGram);
    const catalogue = (await call('GET', '/Metals/ShownInCatalog', customer)).json().value as {
      code: string;
      pricePerGram: number;
    }[];
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
    const listed = (await call('GET', '/metal-fixings?metal=GOLD&pageSize=5', staff)).json().value as {
      items: { id: number }[];
    };
    expect(listed.items[0]?.id).toBe(recorded.id);
  });

  it('a correction of an older fixing changes no price; of the current one, the prices follow', async () => {
    const older = (
      await call(
        'POST',
        '/metal-fixings',
        staff,
        fixing({ metal: 'PLATINUM', pricePerOunce: 950, fixedAt: daysAgo(60) }),
      )
    ).json().value as { id: number; isCurrent: boolean };
    expect(older.isCurrent).toBe(false);
    const current = (
      await call(
        'POST',
        '/metal-fixings',
        staff,
        fixing({ metal: 'PLATINUM', pricePerOunce: 990, source: 'LME' }),
      )
    ).json().value as { id: number };
    const pricedBefore = await metal('PT950');
    const corrected = await call(
      'PUT',
      `/metal-fixings/${older.id}`,
      staff,
      fixing({ metal: 'PLATINUM', pricePerOunce: 955.5, fixedAt: daysAgo(60) }),
    );
    expect(corrected.statusCode).toBe(200);
    expect(await alloy('PLATINUM')).toMatchObject({ pricePerOunce: '990.00', fixingId: current.id });
    expect((await metal('PT950')).pricePerGram).toBe(pricedBefore.pricePerGram);
    const fixed = await call(
      'PUT',
      `/metal-fixings/${current.id}`,
      staff,
      fixing({ metal: 'PLATINUM', pricePerOunce: 991.25, source: 'LME' }),
    );
    expect(fixed.statusCode).toBe(200);
    expect(await alloy('PLATINUM')).toMatchObject({
      pricePerOunce: '991.25',
      priceSource: 'fixing',
      fixingId: current.id,
    });
    expect((await metal('PT950')).pricePerGram).not.toBe(pricedBefore.pricePerGram);
  });

  it('a typed price is the manual override, marked manual', async () => {
    const typed = await call('POST', '/Metals/master-alloy-price', staff, {
      code: 'SILVER',
      pricePerOunce: 33.1,
    });
    expect(typed.statusCode).toBe(200);
    expect(await alloy('SILVER')).toMatchObject({
      pricePerOunce: '33.10',
      priceSource: 'manual',
      fixingId: null,
    });
    const formulas = (await call('GET', '/metal-formulas', staff)).json().value as {
      masterAlloys: { code: string; priceSource: string; fixing: unknown }[];
    };
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
    expect(answer.statusCode).toBe(200);
    const result = answer.json().value as {
      kept: boolean;
      taken: number;
      lines: { line: number; status: string; reasons: string[] }[];
    };
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
    const result = answer.json().value as {
      kept: boolean;
      taken: number;
      lines: { status: string; fixingId: number | null }[];
    };
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
    const again = (await importCsv(`date,metal,session,price\n${day(100)},SILVER,AM,30.1\n`)).json()
      .value as {
      kept: boolean;
      lines: { reasons: string[] }[];
    };
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
    const future = (await importCsv(csv)).json().value as { kept: boolean };
    expect(future.kept).toBe(false);
    const result = (await importCsv(csv, { importValidLines: 'true' })).json().value as {
      kept: boolean;
      lines: { fixingId: number | null }[];
    };
    expect(result.kept).toBe(true);
    expect(result.lines[0]?.fixingId).toBeNull();
    // An old fixing from a file moves no price.
    expect(await alloy('PALLADIUM')).toMatchObject({
      pricePerOunce: gold.pricePerOunce,
      fixingId: gold.fixingId,
    });
    const noHeader = await importCsv(`${day(3)},GOLD,AM,2600\n`, {}, 'fr');
    expect(noHeader.statusCode).toBe(400);
    expect(messagesOf(noHeader.body)[0]).toMatch(/^La première ligne doit nommer les colonnes/);
  });
});

describe('the formulas', () => {
  it('a new surcharge and markup re-price the metal; alloy terms are kept; both audited', async () => {
    const before = await metal('18KY');
    const gold = await alloy('GOLD');
    const changed = await call('PUT', `/metal-formulas/metals/${before.id}`, staff, {
      surchargePerOunce: 4.5,
      markupPercent: 2,
    });
    expect(changed.statusCode).toBe(200);
    const after = await metal('18KY');
    expect(after.pricePerGram).toBe(metalPricePerGram(gold.pricePerOunce, before.purity, '4.50', '2.00'));
    expect(changed.json().value).toMatchObject({
      surchargePerOunce: 4.5,
      markupPercent: 2,
      pricePerGram: Number(after.pricePerGram),
    });
    const terms = await call('PUT', '/metal-formulas/master-alloys/GOLD', staff, {
      lossThresholdPercent: 3.5,
      refiningChargePercent: 8,
    });
    expect(terms.json().value).toMatchObject({ lossThresholdPercent: 3.5, refiningChargePercent: 8 });
    const bad = await call('PUT', '/metal-formulas/master-alloys/GOLD', staff, {
      lossThresholdPercent: -1,
      refiningChargePercent: 8,
    });
    expect(bad.statusCode).toBe(400);
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
    const sales = (await t.login(DEMO.sales)).token;
    expect((await call('GET', '/metal-formulas', sales)).statusCode).toBe(200);
  });
});

describe('the import’s file checks', () => {
  const send = (body: ReturnType<typeof multipartBody>, lang?: 'fr') =>
    t.app.inject({
      method: 'POST',
      url: '/api/metal-fixings/import',
      headers: { ...body.headers, ...t.bearer(staff), ...(lang ? { 'accept-language': lang } : {}) },
      payload: body.payload,
    });

  it('refuses a file over the size limit (413), a file that is not text, and no file', async () => {
    const big = `date,metal,session,price\n${'2026-01-05,GOLD,AM,2600.00\n'.repeat(25_000)}`;
    expect((await importCsv(big)).statusCode).toBe(413);
    const binary = await send(
      multipartBody({}, { file: { filename: 'x.csv', type: 'text/csv', data: Buffer.from([0, 1, 2, 255]) } }),
    );
    expect(binary.statusCode).toBe(400);
    expect(messagesOf(binary.body)[0]).toMatch(/not a CSV text file/);
    const none = await send(multipartBody({ importValidLines: 'true' }), 'fr');
    expect(none.statusCode).toBe(400);
    expect(messagesOf(none.body)).toEqual(['Choisissez le fichier CSV des fixings']);
  });
});
