import type { FingerprintRef } from '@portal/shared/decedents/schemas';
import type { IncomingOrderAttribute } from './api/get-incoming-order-attributes';

/** The order question a memorial piece answers by itself (a funeral home's "Name of the deceased"). */
const DECEDENT_NAME = 'DECEDENT_NAME';

/**
 * The answers the cart already gives: a memorial line names the decedent whose print it is made from, so the checkout
 * does not ask for the name again (docs/decisions.md, "The memorial line keeps its print"). Several decedents in one
 * cart are named together. The order keeps the answer like any other.
 */
export function memorialAnswers(
  questions: readonly IncomingOrderAttribute[],
  lines: readonly { fingerprint: FingerprintRef | null }[],
): Record<number, string> {
  const question = questions.find((q) => q.code === DECEDENT_NAME);
  const names = [...new Set(lines.flatMap((l) => (l.fingerprint ? [l.fingerprint.decedentName] : [])))];
  if (!question || names.length === 0) return {};
  return { [question.id]: names.join(', ').slice(0, 500) };
}
