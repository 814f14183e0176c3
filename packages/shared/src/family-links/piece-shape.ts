/**
 * The shape the family page draws a memorial piece as, with the print where the piece carries it: the catalogue's
 * pictures of memorial pieces are photographs or generated art of a pendant, and neither shows the family's print.
 */
export const PIECE_SHAPES = [
  'disc',
  'heart',
  'teardrop',
  'tag',
  'bar',
  'ring',
  'bracelet',
  'charm',
  'cufflinks',
  'keychain',
] as const;
export type PieceShape = (typeof PIECE_SHAPES)[number];

/**
 * The first rule whose words the piece's English name holds gives its shape; a pendant of no other kind is a disc.
 * Ordered so that the more particular word wins: "Fingerprint Cufflinks" before any link, "Key Ring" before a ring,
 * "Charm Bracelet" is a bracelet, "Heart Charm" a charm.
 */
const RULES: readonly [RegExp, PieceShape][] = [
  [/\bcuff ?links?\b/, 'cufflinks'],
  [/\bkey ?(chain|ring|fob)s?\b|\bkeychains?\b|\bkeyrings?\b/, 'keychain'],
  [/\b(bracelet|bangle|cuff)s?\b/, 'bracelet'],
  [/\bcharms?\b/, 'charm'],
  [/\b(ring|band|signet)s?\b/, 'ring'],
  [/\bhearts?\b/, 'heart'],
  [/\b(teardrop|tear|urn)s?\b/, 'teardrop'],
  [/\b(dog ?tag|tag)s?\b/, 'tag'],
  [/\bbars?\b/, 'bar'],
];

export function pieceShapeOf(englishName: string): PieceShape {
  const name = englishName.toLowerCase();
  return RULES.find(([words]) => words.test(name))?.[1] ?? 'disc';
}
