import type { MasterAlloyFormula, MetalFormula } from '@portal/shared/metal/fixing-schemas';
import type { Language } from '@portal/shared/platform/language';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { changeContent } from '../../platform/content-generation';
import { notFound } from '../../platform/errors';
import { localName } from '../../platform/language';
import type { Scope } from '../../platform/scope';
import { refreshCatalogIndex } from './catalog-index';
import { fixingOf } from './fixings-service';
import { repriceMetals } from './metals-service';
import { masterAlloys, metalFixings, metals } from './tables';

type MasterAlloy = typeof masterAlloys.$inferSelect;
type FixingRow = typeof metalFixings.$inferSelect;

function alloyFormula(alloy: MasterAlloy, fixing: FixingRow | null, language: Language): MasterAlloyFormula {
  const onFixing = alloy.priceSource === 'fixing' && fixing !== null;
  return {
    code: alloy.code,
    name: localName(language, alloy),
    pricePerOunce: Number(alloy.pricePerOunce),
    priceSource: onFixing ? 'fixing' : 'manual',
    fixing: onFixing ? fixingOf(fixing, alloy) : null,
    lossThresholdPercent: Number(alloy.lossThresholdPercent),
    refiningChargePercent: Number(alloy.refiningChargePercent),
    updatedAt: alloy.updatedAt.toISOString(),
  };
}

function metalFormula(
  metal: typeof metals.$inferSelect,
  alloyCode: string,
  language: Language,
): MetalFormula {
  return {
    id: metal.id,
    code: metal.code,
    name: localName(language, metal),
    masterAlloyCode: alloyCode,
    purity: Number(metal.purity),
    surchargePerOunce: Number(metal.surchargePerOunce),
    markupPercent: Number(metal.markupPercent),
    pricePerGram: Number(metal.pricePerGram),
  };
}

async function alloyFormulaOf(db: Db, code: string, language: Language) {
  const [row] = await db
    .select({ alloy: masterAlloys, fixing: metalFixings })
    .from(masterAlloys)
    .leftJoin(metalFixings, eq(metalFixings.id, masterAlloys.fixingId))
    .where(eq(masterAlloys.code, code.toUpperCase()));
  if (!row) throw notFound('The master alloy');
  return { alloy: row.alloy, formula: alloyFormula(row.alloy, row.fixing, language) };
}

/** GET /metal-formulas: the master alloys and what their price rests on; the metals with their formulas. */
export async function getMetalFormulas(db: Db, language: Language) {
  const alloys = await db
    .select({ alloy: masterAlloys, fixing: metalFixings })
    .from(masterAlloys)
    .leftJoin(metalFixings, eq(metalFixings.id, masterAlloys.fixingId))
    .orderBy(asc(masterAlloys.id));
  const metalRows = await db
    .select({ metal: metals, alloyCode: masterAlloys.code })
    .from(metals)
    .innerJoin(masterAlloys, eq(masterAlloys.id, metals.masterAlloyId))
    .orderBy(asc(metals.rank), asc(metals.id));
  return {
    masterAlloys: alloys.map(({ alloy, fixing }) => alloyFormula(alloy, fixing, language)),
    metals: metalRows.map(({ metal, alloyCode }) => metalFormula(metal, alloyCode, language)),
  };
}

/** PUT /metal-formulas/metals/{id}: a new surcharge and markup; the metal's price per gram follows at once. */
export async function updateMetalFormula(
  db: Db,
  scope: Scope,
  id: number,
  body: { surchargePerOunce: number; markupPercent: number },
  language: Language,
) {
  const [row] = await db
    .select({ metal: metals, alloy: masterAlloys })
    .from(metals)
    .innerJoin(masterAlloys, eq(masterAlloys.id, metals.masterAlloyId))
    .where(eq(metals.id, id));
  if (!row) throw notFound('The metal');
  const surcharge = body.surchargePerOunce.toFixed(2);
  const markup = body.markupPercent.toFixed(2);
  await changeContent(db, async (tx) => {
    await tx
      .update(metals)
      .set({ surchargePerOunce: surcharge, markupPercent: markup })
      .where(eq(metals.id, id));
    await repriceMetals(tx, row.alloy, id);
    await refreshCatalogIndex(tx, 'all');
    await recordAudit(tx, scope, {
      action: 'metal.formulaUpdate',
      entityType: 'metal',
      entityId: id,
      details: {
        from: { surchargePerOunce: row.metal.surchargePerOunce, markupPercent: row.metal.markupPercent },
        to: { surchargePerOunce: surcharge, markupPercent: markup },
      },
    });
  });
  const [metal] = await db.select().from(metals).where(eq(metals.id, id));
  return metalFormula(metal!, row.alloy.code, language);
}

/** PUT /metal-formulas/master-alloys/{code}: the loss threshold of production and the refining charge on scrap. */
export async function updateMasterAlloyTerms(
  db: Db,
  scope: Scope,
  code: string,
  body: { lossThresholdPercent: number; refiningChargePercent: number },
  language: Language,
) {
  const { alloy } = await alloyFormulaOf(db, code, language);
  const loss = body.lossThresholdPercent.toFixed(2);
  const refining = body.refiningChargePercent.toFixed(2);
  // The catalogue's price bases are kept with their master alloy's row: moved on with every write of it.
  await changeContent(db, async (tx) => {
    await tx
      .update(masterAlloys)
      .set({ lossThresholdPercent: loss, refiningChargePercent: refining })
      .where(eq(masterAlloys.id, alloy.id));
    await recordAudit(tx, scope, {
      action: 'masterAlloy.termsUpdate',
      entityType: 'masterAlloy',
      entityId: alloy.id,
      details: {
        from: {
          lossThresholdPercent: alloy.lossThresholdPercent,
          refiningChargePercent: alloy.refiningChargePercent,
        },
        to: { lossThresholdPercent: loss, refiningChargePercent: refining },
      },
    });
  });
  return (await alloyFormulaOf(db, code, language)).formula;
}
