import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterAlloys, measureUnitConversions, metals, metalPriceHistory } from './tables';
import { metalPricePerGram } from '@portal/shared';
import { recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { refreshCatalogIndex } from './catalog-index';
import { changeContent } from '../../platform/content-generation';
import { localName } from '../../platform/language';
import { currentPriceBases, metalPriceBases } from './price-basis';

async function metalRows(db: Db, language: Language, where = eq(metals.shownInCatalog, true)) {
  const [rows, bases] = await Promise.all([
    db
      .select({ metal: metals, alloy: masterAlloys })
      .from(metals)
      .innerJoin(masterAlloys, eq(masterAlloys.id, metals.masterAlloyId))
      .where(where)
      .orderBy(asc(metals.rank)),
    currentPriceBases(db),
  ]);
  // A metal added after the bases were read has none yet in the memo: its basis is read with it.
  const basisOf = async (id: number) => bases.get(id) ?? (await metalPriceBases(db)).get(id)!;
  return Promise.all(
    rows.map(async ({ metal, alloy }) => ({
      id: metal.id,
      code: metal.code,
      name: localName(language, metal),
      karat: metal.karat,
      colour: metal.colour,
      masterAlloyCode: alloy.code,
      pricePerGram: Number(metal.pricePerGram),
      priceBasis: await basisOf(metal.id),
    })),
  );
}

export const metalsShownInCatalog = (db: Db, language: Language) => metalRows(db, language);

/** GET /Metals/getMetalSubItemVariants/{id}: the metals of the same master alloy (other karats and colours). */
export async function metalVariants(db: Db, language: Language, metalId: number) {
  const [metal] = await db.select().from(metals).where(eq(metals.id, metalId));
  if (!metal) throw notFound('The metal');
  return metalRows(
    db,
    language,
    and(eq(metals.masterAlloyId, metal.masterAlloyId), eq(metals.shownInCatalog, true)),
  );
}

/** GET /Metals/measureUnitConversions/{source}/{target}: g, dwt (pennyweight) and ozt (troy ounce). */
export async function unitConversion(db: Db, source: string, target: string) {
  const [row] = await db
    .select()
    .from(measureUnitConversions)
    .where(
      and(
        eq(measureUnitConversions.source, source.toLowerCase()),
        eq(measureUnitConversions.target, target.toLowerCase()),
      ),
    );
  if (!row) throw notFound('The conversion');
  return { source: row.source, target: row.target, factor: Number(row.factor) };
}

/**
 * A new market price for a master alloy (per troy ounce), typed by staff: it overrides any fixing and is cited as a
 * price set by staff. Every metal of it is re-priced per gram and the catalogue's sort prices follow; the content
 * change drops the remembered price bases. Carts re-price their lines when they are next read.
 */
export async function updateMasterAlloyPrice(db: Db, scope: Scope, code: string, pricePerOunce: number) {
  const [alloy] = await db.select().from(masterAlloys).where(eq(masterAlloys.code, code.toUpperCase()));
  if (!alloy) throw notFound('The master alloy');
  const price = pricePerOunce.toFixed(2);
  const now = new Date();
  await changeContent(db, async (tx) => {
    await tx
      .update(masterAlloys)
      .set({ pricePerOunce: price, priceSource: 'manual', fixingId: null, updatedAt: now })
      .where(eq(masterAlloys.id, alloy.id));
    // The dashboard's metal trend: every price change kept, in the change's own transaction.
    await tx.insert(metalPriceHistory).values({
      masterAlloyId: alloy.id,
      pricePerOunce: price,
      changedAt: now,
      changedByUserId: scope.userId,
    });
    const affected = await tx.select().from(metals).where(eq(metals.masterAlloyId, alloy.id));
    for (const metal of affected) {
      await tx
        .update(metals)
        .set({
          pricePerGram: metalPricePerGram(price, metal.purity, metal.surchargePerOunce, metal.markupPercent),
        })
        .where(eq(metals.id, metal.id));
    }
    await refreshCatalogIndex(tx, 'all');
    await recordAudit(tx, scope, {
      action: 'metal.priceUpdate',
      entityType: 'masterAlloy',
      entityId: alloy.id,
      details: {
        from: alloy.pricePerOunce,
        to: price,
        fromSource: alloy.priceSource,
        fixingId: alloy.fixingId,
      },
    });
  });
  return { code: alloy.code, pricePerOunce: Number(price) };
}
