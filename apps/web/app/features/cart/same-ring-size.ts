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

/** '7', 7 and ' 7.0 ' are the same size; text sizes ('N½') compare as written, ignoring case and spaces. */
function normalisedSize(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const numeric = Number(trimmed.replace(',', '.'));
  return Number.isFinite(numeric) ? String(numeric) : trimmed.toUpperCase();
}

/**
 * spec §5 Same ring size: the ring lines (lines whose configuration has a `ringSize`) that share a size, by size. Two
 * rings of one size are often a mistake (a couple's rings ordered in one size): the checkout asks before going on.
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
