import type { PriceBasis } from '@portal/shared';
import { priceBasisText } from '@portal/shared/catalog/price-basis';
import { metalLineBilling } from '@portal/shared/orders/metal-billing';
import { micros, toFixedString } from '@portal/shared/platform/decimal';
import type { Language } from '@portal/shared/platform/language';
import type { orderItems } from '../orders/tables';
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
      `${metal}, finished weight ${finished} g (estimated ${estimated} g, ${grams} g, ${percent} %) × ${price}/g`,
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
    ) => `${metal}, poids final ${finished} g (estimé ${estimated} g, ${grams} g, ${percent} %) × ${price}/g`,
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
export function invoiceLinesOf(item: ItemRow, language: Language, currencyCode: string): NewInvoiceLine[] {
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
  const metal = w.metal(
    item.metalName ?? '',
    f.decimal(toFixedString(b.finishedGrams!, 3)),
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
