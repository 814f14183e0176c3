import type { AuthUser } from '@portal/shared';
import { getDecedents } from '@portal/shared/decedents/get-decedents';
import type { ApiClient } from '../../lib/api';

/** A configured piece as the configurator hands it to the decedents page to be made from a print. */
export interface PieceToMake {
  itemTypeID: number;
  metalID: number | null;
  variantIDs: number[];
  quantity: number;
}

/**
 * Whether the configurator offers "Use a fingerprint" (docs/decisions.md "Decedents and fingerprints"): a user who may
 * read decedents and whose funeral home keeps at least one print. Asked by the route's loader on the server, so the
 * page's script carries none of it.
 */
export async function hasPrintedDecedents(client: ApiClient, user: AuthUser | null): Promise<boolean> {
  if (!user?.permissions.includes('CP_DECEDENTS:VIEW')) return false;
  const page = await client
    .send(
      getDecedents,
      { query: { pageNo: 1, pageSize: 1, filters: JSON.stringify({ withFingerprints: true }) } },
      { silent: true },
    )
    .catch(() => null);
  return (page?.pagingData.itemCount ?? 0) > 0;
}

/** The decedents page with the piece to make: there the user picks the decedent, then the print. */
export function printChoicePath(piece: PieceToMake, name: string): string {
  const query = new URLSearchParams({
    piece: String(piece.itemTypeID),
    name,
    quantity: String(piece.quantity),
  });
  if (piece.metalID) query.set('metal', String(piece.metalID));
  if (piece.variantIDs.length > 0) query.set('variants', piece.variantIDs.join(','));
  return `/backoffice/decedents?${query.toString()}`;
}
