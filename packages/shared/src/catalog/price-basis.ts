import { z } from 'zod';
import type { Language } from '../platform/language';

/**
 * What a metal price rests on (docs/jewelry-trade.md §2: "prices cite it"): the master alloy's price per troy ounce,
 * either a fixing (session, day, source) or a price staff typed in, and the metal's formula on top of it (purity,
 * surcharge per ounce, markup). Every metal-derived price a customer sees carries one; an order line keeps the one it
 * was priced on, so a later correction of the fixing changes nothing already sold.
 */
export const priceBasis = z.object({
  kind: z.enum(['fixing', 'manual']),
  masterAlloyCode: z.string(),
  fixingId: z.number().int().nullable(),
  session: z.enum(['AM', 'PM']).nullable(),
  /** yyyy-mm-dd: the fixing's day, or the day staff set the manual price. */
  date: z.string(),
  source: z.string().nullable(),
  pricePerOunce: z.number(),
  purity: z.number(),
  surchargePerOunce: z.number(),
  markupPercent: z.number(),
  /** The metal's price per gram the formula gives. */
  pricePerGram: z.number(),
});
export type PriceBasis = z.infer<typeof priceBasis>;

const BASE_METAL_NAMES: Record<string, { en: string; fr: string; frOf: string }> = {
  GOLD: { en: 'Gold', fr: 'Or', frOf: 'de l’or' },
  SILVER: { en: 'Silver', fr: 'Argent', frOf: 'de l’argent' },
  PLATINUM: { en: 'Platinum', fr: 'Platine', frOf: 'du platine' },
  PALLADIUM: { en: 'Palladium', fr: 'Palladium', frOf: 'du palladium' },
};

/** How the caller writes money and days in the page's language (the web and the PDFs each have their own). */
export interface BasisFormat {
  money: (amount: number) => string;
  /** yyyy-mm-dd to "27 Nov 2026" / "27 nov. 2026". */
  day: (isoDay: string) => string;
}

/**
 * The basis in words: "Gold PM fixing, 27 Nov 2026: $2,650.40/oz t + $3.00", "+ 10 %" when there is a markup; a
 * typed price reads "Gold, price set by staff on 27 Nov 2026: …". French: "Fixing PM de l’or, 27 nov. 2026 : …".
 */
export function priceBasisText(basis: PriceBasis, language: Language, format: BasisFormat): string {
  const names = BASE_METAL_NAMES[basis.masterAlloyCode] ?? {
    en: basis.masterAlloyCode,
    fr: basis.masterAlloyCode,
    frOf: basis.masterAlloyCode,
  };
  const day = format.day(basis.date);
  const price = `${format.money(basis.pricePerOunce)}/oz t`;
  const surcharge = basis.surchargePerOunce ? ` + ${format.money(basis.surchargePerOunce)}` : '';
  const markup = basis.markupPercent
    ? language === 'fr'
      ? ` + ${String(basis.markupPercent).replace('.', ',')} %`
      : ` + ${basis.markupPercent} %`
    : '';
  const amounts = `${price}${surcharge}${markup}`;
  if (language === 'fr') {
    return basis.kind === 'fixing'
      ? `Fixing ${basis.session ?? ''} ${names.frOf}, ${day} : ${amounts}`.replace('  ', ' ')
      : `${names.fr}, prix fixé par nos soins le ${day} : ${amounts}`;
  }
  return basis.kind === 'fixing'
    ? `${names.en} ${basis.session ?? ''} fixing, ${day}: ${amounts}`.replace('  ', ' ')
    : `${names.en}, price set by staff on ${day}: ${amounts}`;
}
