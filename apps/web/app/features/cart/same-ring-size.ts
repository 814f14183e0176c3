import { parseRingSize, ringSizeValue } from '@portal/shared/catalog/ring-sizes';

/** A cart line as far as ring sizes go: its configuration may carry the size the ring is made in. */
export interface RingLine {
  id: number;
  name: string;
  metalName: string | null;
  configuration: Record<string, unknown>;
}

export interface RingSizeClash {
  ringSize: string;
  lines: { id: number; name: string; metalName: string | null }[];
}

/** '7', 7 and ' 7.0 ' are the same size, and so are '6.75' and '6¾'; text sizes ('N½') compare as written, ignoring case and spaces. */
function normalisedSize(value: unknown): string | null {
  const size = parseRingSize(value);
  if (size !== null) return ringSizeValue(size);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.toUpperCase();
}

/**
 * spec §5 Same ring size: the ring lines (lines whose configuration has a `ringSize`) that share a size, by size. Two
 * rings of one size are often a mistake (a couple's rings ordered in one size).
 */
export function sameRingSizeClashes(lines: readonly RingLine[]): RingSizeClash[] {
  const bySize = new Map<string, RingSizeClash>();
  for (const line of lines) {
    const size = normalisedSize(line.configuration.ringSize);
    if (size === null) continue;
    const clash = bySize.get(size) ?? { ringSize: size, lines: [] };
    clash.lines.push({ id: line.id, name: line.name, metalName: line.metalName });
    bySize.set(size, clash);
  }
  return [...bySize.values()].filter((clash) => clash.lines.length > 1);
}

/** The id the ring about to go to the cart stands under among the cart's lines. */
export const NEW_RING = -1;

/**
 * spec §5 Same ring size, as the second ring of a set goes to the cart: the sizes the new ring shares with a ring
 * already in the cart (empty for a piece without a size). The shopper is asked before it goes in.
 */
export function clashesOnAdding(cartLines: readonly RingLine[], ring: Omit<RingLine, 'id'>): RingSizeClash[] {
  return sameRingSizeClashes([...cartLines, { ...ring, id: NEW_RING }]).filter((clash) =>
    clash.lines.some((line) => line.id === NEW_RING),
  );
}
