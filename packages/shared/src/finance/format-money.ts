/**
 * Money as people read it in a locale ('en-US' → "$1,234.50", 'fr-FR' → "1 234,50 €"). A zero amount never carries a
 * minus sign: a credit memo's "Applied" of nothing printed "-$0.00" when it was written as the negative of 0 (−0), or
 * when a tiny negative rounded to zero.
 */
export function moneyFormatter(locale: string, currency: string): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay: 'negative' });
  return (value) => format.format(value);
}
