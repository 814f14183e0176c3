import type { quickAddToCartSchemas } from '@portal/shared/cart/quick-add-to-cart';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemTypes } from '../catalog/tables';
import { calculatePrice, configurationWith, getMetalsShownInCatalog } from '../catalog/public';
import { AppError } from '../../platform/errors';
import { localName } from '../../platform/language';
import { translateMessage } from '../../platform/messages';
import type { Scope } from '../../platform/scope';
import { assertMayFillCart, resolveCart, type CartRow } from './cart-access';
import { cartView } from './service/cart-view';
import { cartItems, carts } from './tables';

type QuickLine = ParsedBy<typeof quickAddToCartSchemas>['body']['lines'][number];
/** A line to check, or one a file held that could not be read as a line (its code and why), answered in its place. */
export type QuickEntry = QuickLine | { refused: string; code: string; quantity: number };
type QuickOrder = { sessionId: string; check: boolean; lines: readonly QuickEntry[] };

const isLine = (entry: QuickEntry): entry is QuickLine => !('refused' in entry);

/** A line's product, metal and size as checked and priced, or why it is refused. */
type Checked =
  | { ok: false; reason: string; product?: Product }
  | {
      ok: true;
      product: Product;
      metalId: number | null;
      metalName: string | null;
      unitPrice: number;
      currencyCode: string;
      ringSize: string | null;
      configuration: Record<string, unknown>;
      pricePerGram: string | null;
    };

interface Product {
  id: number;
  code: string;
  name: string;
  nameFr: string;
  usesMetal: boolean;
}

/** Metal names compared as people type them: case, accents and spacing aside. */
const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The catalogue's metals by their code and their names in both languages. */
async function metalsByName(db: Db) {
  const [english, french] = await Promise.all([
    getMetalsShownInCatalog(db, 'en'),
    getMetalsShownInCatalog(db, 'fr'),
  ]);
  const byName = new Map<string, { id: number; pricePerGram: number }>();
  for (const metal of [...english, ...french])
    for (const key of [metal.code, metal.name])
      byName.set(plain(key), { id: metal.id, pricePerGram: metal.pricePerGram });
  const names = new Map<number, { en: string; fr: string }>();
  for (const metal of english) names.set(metal.id, { en: metal.name, fr: metal.name });
  for (const metal of french) names.get(metal.id)!.fr = metal.name;
  return { byName, names };
}

/** The active products of the codes typed, by code in capitals (codes are compared without case). */
async function productsByCode(db: Db, codes: readonly string[]) {
  const rows = await db
    .select({
      id: itemTypes.id,
      code: itemTypes.code,
      name: itemTypes.name,
      nameFr: itemTypes.nameFr,
      metalWeight: itemTypes.metalWeight,
    })
    .from(itemTypes)
    .where(and(inArray(sql`upper(${itemTypes.code})`, [...codes]), eq(itemTypes.isActive, true)));
  return new Map(
    rows.map((r) => [
      r.code.toUpperCase(),
      { id: r.id, code: r.code, name: r.name, nameFr: r.nameFr, usesMetal: Number(r.metalWeight) > 0 },
    ]),
  );
}

/**
 * Checks every line, pricing each distinct product, metal and size once (a file of 500 lines of 40 styles is 40
 * prices, not 500): the server's price, as the configurator's, with the customer's adjustment.
 */
async function checkLines(db: Db, scope: Scope, lines: readonly QuickEntry[], language: Language) {
  const products = await productsByCode(db, [
    ...new Set(lines.filter(isLine).map((l) => l.code.toUpperCase())),
  ]);
  const metals = await metalsByName(db);
  const prices = new Map<string, Promise<Checked>>();
  const reason = (message: string) => translateMessage(language, message);
  return Promise.all(
    lines.map(async (line): Promise<Checked> => {
      if (!isLine(line)) return { ok: false, reason: line.refused };
      const product = products.get(line.code.toUpperCase());
      if (!product) return { ok: false, reason: reason('No product has this style code') };
      let metalId: number | null = null;
      if (line.metal) {
        if (!product.usesMetal)
          return { ok: false, reason: reason('This product is not made in a metal'), product };
        const metal = metals.byName.get(plain(line.metal));
        if (!metal) return { ok: false, reason: reason('This metal is not offered'), product };
        metalId = metal.id;
      }
      const key = `${product.id}|${metalId ?? ''}|${line.size ?? ''}`;
      let priced = prices.get(key);
      if (!priced) {
        priced = calculatePrice(db, scope, {
          itemTypeID: product.id,
          metalID: metalId,
          quantity: 1,
          variantIDs: [],
          ringSize: line.size || undefined,
        }).then(
          (price): Checked => ({
            ok: true,
            product,
            metalId: price.metalID,
            metalName: price.metalID === null ? null : (metals.names.get(price.metalID)?.[language] ?? null),
            unitPrice: price.price,
            currencyCode: price.currencyCode,
            ringSize: price.ringSize,
            configuration: configurationWith({}, price.personalisation),
            pricePerGram: price.priceBasis ? String(price.priceBasis.pricePerGram) : null,
          }),
          (error: unknown): Checked => {
            if (!(error instanceof AppError)) throw error;
            return { ok: false, reason: reason(error.fieldErrors[0]?.value ?? error.message), product };
          },
        );
        prices.set(key, priced);
      }
      return priced;
    }),
  );
}

/**
 * The valid lines into the cart in one transaction: lines of the same product, metal and size add up, and onto the
 * cart's own line of that configuration when it has one (as adding it from the product page would).
 */
async function putLines(
  db: Db,
  cart: CartRow,
  valid: readonly { checked: Checked & { ok: true }; quantity: number }[],
) {
  const same = (a: { itemTypeId: number; metalId: number | null; configuration: unknown }, key: string) =>
    `${a.itemTypeId}|${a.metalId ?? ''}|${JSON.stringify(a.configuration)}` === key;
  const wanted = new Map<string, { checked: Checked & { ok: true }; quantity: number }>();
  for (const line of valid) {
    const key = `${line.checked.product.id}|${line.checked.metalId ?? ''}|${JSON.stringify(line.checked.configuration)}`;
    const seen = wanted.get(key);
    if (seen) seen.quantity += line.quantity;
    else wanted.set(key, { ...line });
  }
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
    const inserts = [];
    for (const [key, { checked, quantity }] of wanted) {
      const line = existing.find(
        (l) => l.fingerprintId === null && l.variantIds.length === 0 && same(l, key),
      );
      const price = checked.unitPrice.toFixed(2);
      if (line)
        await tx
          .update(cartItems)
          .set({ quantity: line.quantity + quantity, price, metalPricePerGram: checked.pricePerGram })
          .where(eq(cartItems.id, line.id));
      else
        inserts.push({
          cartId: cart.id,
          itemTypeId: checked.product.id,
          metalId: checked.metalId,
          quantity,
          price,
          metalPricePerGram: checked.pricePerGram,
          variantIds: [],
          configuration: checked.configuration,
          fingerprintId: null,
        });
    }
    if (inserts.length > 0) await tx.insert(cartItems).values(inserts);
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
}

/** POST /shoppingCart/quick-add: the lines checked one by one; the valid ones into the cart unless it is a check. */
export async function quickAddToCart(
  db: Db,
  scope: Scope,
  order: QuickOrder,
  language: Language,
  today: string,
) {
  assertMayFillCart(scope);
  const checked = await checkLines(db, scope, order.lines, language);
  const valid = checked.flatMap((c, i) => (c.ok ? [{ checked: c, quantity: order.lines[i]!.quantity }] : []));
  let cart = null;
  if (!order.check && valid.length > 0) {
    const row = (await resolveCart(db, scope, order.sessionId, true))!;
    await putLines(db, row, valid);
    cart = await cartView(db, row, language, today);
  }
  const lines = checked.map((c, i) => {
    const line = order.lines[i]!;
    return {
      line: i + 1,
      code: c.product?.code ?? line.code,
      status: c.ok ? (order.check ? ('valid' as const) : ('added' as const)) : ('refused' as const),
      reason: c.ok ? null : c.reason,
      itemTypeId: c.product?.id ?? null,
      name: c.product ? localName(language, c.product) : null,
      metalName: c.ok ? c.metalName : null,
      ringSize: c.ok ? c.ringSize : null,
      quantity: line.quantity,
      unitPrice: c.ok ? c.unitPrice : null,
    };
  });
  return {
    lines,
    added: order.check ? 0 : valid.length,
    refused: checked.length - valid.length,
    currencyCode: valid[0]?.checked.currencyCode ?? null,
    cart,
  };
}
