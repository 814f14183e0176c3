// The configurator's addresses with a decedent's print chosen. Kept apart from memorial-print.ts (read by the loader on
// the server) so the storefront's script carries no contract of the decedents.

const memorialQuery = (print: { id: number; decedentId: number }) =>
  new URLSearchParams({ print: String(print.id), decedent: String(print.decedentId) }).toString();

/**
 * The configurator with a decedent's print already chosen ("Order a memorial piece" on the decedent record): without
 * a product, the memorial pieces to pick from; with one, that piece, whose Add to cart makes it from the print.
 */
export const memorialPiecePath = (print: { id: number; decedentId: number }) =>
  `/configurator?${memorialQuery(print)}`;

/** An address of the configurator that keeps the chosen print (another piece, another version, another metal). */
export function withMemorialPrint(path: string, print: { id: number; decedentId: number } | null): string {
  if (!print) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${memorialQuery(print)}`;
}
