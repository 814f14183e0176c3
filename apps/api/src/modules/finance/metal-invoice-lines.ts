import type { PriceBasis } from '@portal/shared';
import { priceBasisText } from '@portal/shared/catalog/price-basis';
import { metalLineBilling } from '@portal/shared/orders/metal-billing';
import { micros, toFixedString } from '@portal/shared/platform/decimal';
import type { OtherWeightUnits } from '@portal/shared/orders/metal-weights';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localName } from '../../platform/language';
import { metalWeights } from '../catalog/public';
import { metals } from '../catalog/tables';
import { orderItems } from '../orders/tables';
import type { NewInvoiceLine } from './ledger/invoices';

type ItemRow = typeof orderItems.$inferSelect;

const WORDS = {
  en: {
    piece: (name: string) => `${name}, without its metal (billed on the finished weight below)`,
    metal: (
      metal: string,
      finished: string,
      estimated: string,
      grams: string,
      percent: string,
      price: string,
    ) =>
      `${metal}, finished weight ${finished} (estimated ${estimated} g, ${grams} g, ${percent} %) × ${price}/g`,
  },
  fr: {
    piece: (name: string) => `${name}, hors métal (facturé au poids final ci-dessous)`,
    metal: (
      metal: string,
      finished: string,
      estimated: string,
      grams: string,
      percent: string,
      price: string,
    ) => `${metal}, poids final ${finished} (estimé ${estimated} g, ${grams} g, ${percent} %) × ${price}/g`,
  },
} as const;

function formats(language: Language, currencyCode: string) {
  const locale = language === 'fr' ? 'fr-FR' : 'en-US';
  const currency = (digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: 2,
      maximumFractionDigits: digits,
    });
  return {
    money: (amount: number) => currency(2).format(amount),
    pricePerGram: (amount: number) => currency(4).format(amount),
    day: (isoDay: string) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${isoDay}T00:00:00Z`)),
    decimal: (text: string) => (language === 'fr' ? text.replace('.', ',') : text),
  };
}

const signed = (text: string) => (text.startsWith('-') ? text : `+${text}`);

/**
 * The invoice lines of an order line (docs/jewelry-trade.md §3 "billed on the finished weight"): as ordered, unless its
 * finished weight is recorded; then the piece without the metal of its estimate, and the metal on its own line at the
 * finished grams × the price per gram billed, worded with the estimate, the difference and the price's basis.
 */
export function invoiceLinesOf(
  item: ItemRow,
  language: Language,
  currencyCode: string,
  finishedUnits: OtherWeightUnits | null = null,
): NewInvoiceLine[] {
  const name = item.metalName ? `${item.name} (${item.metalName})` : item.name;
  const b = metalLineBilling(item);
  if (b.finishedMetalAmount === null || b.unitMetalAmount === null || b.estimatedGrams === null)
    return [
      {
        code: item.code,
        description: name,
        quantity: String(item.quantity),
        unitPrice: item.unitPrice,
        orderItemId: item.id,
      },
    ];
  const w = WORDS[language];
  const f = formats(language, currencyCode);
  const basis = (item.finishedPriceBasis as PriceBasis | null) ?? null;
  // The finished weight in the trade's three units, as the configurator shows a weight (g · dwt · oz t).
  const finished = [
    `${f.decimal(toFixedString(b.finishedGrams!, 3))} g`,
    ...(finishedUnits
      ? [`${f.decimal(finishedUnits.dwt.toFixed(3))} dwt`, `${f.decimal(finishedUnits.ozt.toFixed(4))} oz t`]
      : []),
  ].join(' · ');
  const metal = w.metal(
    item.metalName ?? '',
    finished,
    f.decimal(toFixedString(b.estimatedGrams, 3)),
    f.decimal(signed(toFixedString(b.differenceGrams!, 3))),
    f.decimal(signed(toFixedString(b.differencePercent ?? 0n, 2))),
    f.pricePerGram(Number(item.finishedPricePerGram)),
  );
  return [
    {
      code: item.code,
      description: w.piece(name),
      quantity: String(item.quantity),
      unitPrice: toFixedString(micros(item.unitPrice) - b.unitMetalAmount, 2),
      orderItemId: item.id,
    },
    {
      code: item.code,
      description: basis ? `${metal}. ${priceBasisText(basis, language, f)}` : metal,
      quantity: '1',
      unitPrice: toFixedString(b.finishedMetalAmount, 2),
      orderItemId: item.id,
    },
  ];
}

/** The finished weights of the order lines in dwt and oz t, through the catalogue's conversion table, by line id. */
export async function finishedUnitsOf(db: Db, items: readonly ItemRow[]) {
  const units = new Map<number, OtherWeightUnits>();
  for (const item of items) {
    const weights = item.finishedWeight === null ? null : await metalWeights(db, Number(item.finishedWeight));
    if (weights) units.set(item.id, { dwt: weights.dwt, ozt: weights.ozt });
  }
  return units;
}

/** What `metalLineWordsOf` needs of an invoice line, in the invoice's order of lines. */
interface StoredLine {
  id: number;
  invoiceId: number;
  orderItemId: number | null;
}

/**
 * The words of the lines of weighed order lines in the reader's language (docs/decisions.md, billing on the finished
 * weight), by invoice line id. The facts are the order line's (estimate, finished grams, price per gram, basis), and
 * they no longer change once invoiced, so the piece's line and the metal's line are worded when the invoice is read:
 * the screen in the page's language, the PDF in the document's. An order line invoiced before its weight was recorded
 * was billed as ordered on one line, whose text stays as written.
 */
export async function metalLineWordsOf(
  db: Db,
  lines: readonly StoredLine[],
  language: Language,
  currencyOf: (invoiceId: number) => string,
): Promise<Map<number, string>> {
  const itemIds = [...new Set(lines.flatMap((l) => (l.orderItemId === null ? [] : [l.orderItemId])))];
  const words = new Map<number, string>();
  if (itemIds.length === 0) return words;
  const weighed = await db
    .select({ item: orderItems, metalName: metals.name, metalNameFr: metals.nameFr })
    .from(orderItems)
    .leftJoin(metals, eq(metals.id, orderItems.metalId))
    .where(and(inArray(orderItems.id, itemIds), isNotNull(orderItems.finishedWeight)));
  const units = await finishedUnitsOf(
    db,
    weighed.map((w) => w.item),
  );
  for (const { item, metalName, metalNameFr } of weighed) {
    const named = {
      ...item,
      // The metal in the reader's language; the piece keeps the name it was ordered under.
      metalName:
        metalName === null
          ? item.metalName
          : localName(language, { name: metalName, nameFr: metalNameFr ?? metalName }),
    };
    for (const invoiceId of new Set(lines.filter((l) => l.orderItemId === item.id).map((l) => l.invoiceId))) {
      const stored = lines.filter((l) => l.orderItemId === item.id && l.invoiceId === invoiceId);
      const worded = invoiceLinesOf(named, language, currencyOf(invoiceId), units.get(item.id) ?? null);
      // The piece, then its metal: the two lines the invoice was made with (invoiceLinesOf's order, kept by rank).
      if (stored.length !== 2 || worded.length !== 2) continue;
      stored.forEach((line, n) => words.set(line.id, worded[n]!.description));
    }
  }
  return words;
}
