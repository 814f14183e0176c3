/** One spelling of a card brand whichever processor named it (Square `AMERICAN_EXPRESS`, NMI `amex`). */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DISCOVER' | 'JCB' | 'DINERS' | 'OTHER';

const NAMES: Record<string, CardBrand> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  mc: 'MASTERCARD',
  american_express: 'AMERICAN_EXPRESS',
  amex: 'AMERICAN_EXPRESS',
  discover: 'DISCOVER',
  discover_diners: 'DISCOVER',
  jcb: 'JCB',
  diners: 'DINERS',
  diners_club: 'DINERS',
};

export function cardBrand(name: string): CardBrand {
  return (
    NAMES[
      name
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    ] ?? 'OTHER'
  );
}
