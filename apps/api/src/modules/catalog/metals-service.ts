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
import { listingMemo } from './listing-memo';

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

/**
 * The storefront asks for the catalogue's metals on every product and configurator view; the list changes only with a
 * catalogue or price change (each bumps the content generation), so it is read once per change and language.
 */
const shownInCatalog = listingMemo<Awaited<ReturnType<typeof metalRows>>>({
  name: 'metals-shown',
  maxEntries: 2,
});
export const getMetalsShownInCatalog = (db: Db, language: Language) =>
  shownInCatalog.get(db, language, () => metalRows(db, language));

/** GET /Metals/getMetalSubItemVariants/{id}: the metals of the same master alloy (other karats and colours). */
export async function getMetalSubItemVariants(db: Db, language: Language, metalId: number) {
  const [metal] = await db.select().from(metals).where(eq(metals.id, metalId));
  if (!metal) throw notFound('The metal');
  return metalRows(
    db,
    language,
    and(eq(metals.masterAlloyId, metal.masterAlloyId), eq(metals.shownInCatalog, true)),
  );
}

/** GET /Metals/measureUnitConversions/{source}/{target}: g, dwt (pennyweight) and ozt (troy ounce). */
export async function getUnitConversion(db: Db, source: string, target: string) {
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

type MasterAlloy = typeof masterAlloys.$inferSelect;

/** Every metal of a master alloy (or the one given) priced again by its formula from the alloy's price per ounce. */
export async function repriceMetals(
  tx: Db,
  alloy: Pick<MasterAlloy, 'id' | 'pricePerOunce'>,
  metalId?: number,
) {
  const affected = await tx
    .select()
    .from(metals)
    .where(metalId === undefined ? eq(metals.masterAlloyId, alloy.id) : eq(metals.id, metalId));
  for (const metal of affected) {
    await tx
      .update(metals)
      .set({
        pricePerGram: metalPricePerGram(
          alloy.pricePerOunce,
          metal.purity,
          metal.surchargePerOunce,
          metal.markupPercent,
        ),
      })
      .where(eq(metals.id, metal.id));
  }
}

/**
 * A master alloy's new price per troy ounce, inside the caller's transaction: a typed price (`manual`) or the fixing it
 * now rests on. Every metal of it is re-priced per gram, the change kept in the price history (the dashboard's trend),
 * the catalogue's sort prices refreshed and the change audited. Carts re-price their lines when they are next read.
 * The caller runs it within `changeContent`, so every instance drops its cached listings once it is committed.
 */
export async function applyMasterAlloyPrice(
  tx: Db,
  scope: Scope,
  alloy: MasterAlloy,
  price: string,
  basis: { source: 'manual' } | { source: 'fixing'; fixingId: number },
  now = new Date(),
) {
  const fixingId = basis.source === 'fixing' ? basis.fixingId : null;
  await tx
    .update(masterAlloys)
    .set({ pricePerOunce: price, priceSource: basis.source, fixingId, updatedAt: now })
    .where(eq(masterAlloys.id, alloy.id));
  // The dashboard's metal trend: every price change kept, in the change's own transaction.
  await tx.insert(metalPriceHistory).values({
    masterAlloyId: alloy.id,
    pricePerOunce: price,
    changedAt: now,
    changedByUserId: scope.userId,
  });
  await repriceMetals(tx, { id: alloy.id, pricePerOunce: price });
  await refreshCatalogIndex(tx, 'all');
  await recordAudit(tx, scope, {
    action: 'metal.priceUpdate',
    entityType: 'masterAlloy',
    entityId: alloy.id,
    details: { from: alloy.pricePerOunce, to: price, source: basis.source, fixingId },
  });
}

/**
 * POST /Metals/master-alloy-price: a price staff type in, the manual override of the fixings: the alloy's price no
 * longer rests on a fixing until the next one that becomes the metal's latest.
 */
export async function updateMasterAlloyPrice(db: Db, scope: Scope, code: string, pricePerOunce: number) {
  const [alloy] = await db.select().from(masterAlloys).where(eq(masterAlloys.code, code.toUpperCase()));
  if (!alloy) throw notFound('The master alloy');
  const price = pricePerOunce.toFixed(2);
  await changeContent(db, (tx) => applyMasterAlloyPrice(tx, scope, alloy, price, { source: 'manual' }));
  return { code: alloy.code, pricePerOunce: Number(price) };
}
