import type { PieceToMake } from './print-choice';

/**
 * The piece the configurator sent to the decedents page (print-choice.ts writes the address), or null when the page
 * was opened without one (or with a broken one). Kept apart from print-choice.ts so the configurator's script does
 * not share a file with the back office.
 */
export function pieceOf(search: URLSearchParams): (PieceToMake & { name: string }) | null {
  const whole = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? Number(text) : null);
  const itemTypeID = whole(search.get('piece'));
  if (!itemTypeID) return null;
  const variants = (search.get('variants') ?? '').split(',').filter(Boolean).map(whole);
  if (variants.some((v) => v === null)) return null;
  return {
    itemTypeID,
    metalID: whole(search.get('metal')),
    variantIDs: variants as number[],
    quantity: Math.max(1, whole(search.get('quantity')) ?? 1),
    name: search.get('name')?.slice(0, 200) ?? '',
  };
}
