import type { AuthUser } from '@portal/shared';
import { getDecedent } from '@portal/shared/decedents/get-decedent';
import { getDecedentFingerprints } from '@portal/shared/decedents/get-decedent-fingerprints';
import type { FingerprintRef } from '@portal/shared/decedents/schemas';
import type { ApiClient } from '../../lib/api';

/** The memorial category of the catalogue: the pieces a print is made into (fingerprint pendants, rings...). */
export const MEMORIAL_CATEGORY = 'MEMORIAL';

const whole = (text: string | null) => (text && /^\d{1,10}$/.test(text) ? Number(text) : null);

/**
 * The print named in the configurator's address, as its cart line will show it; null when none is named, when the
 * user may not read decedents, or when the print is not one of the decedent's the user may see (another funeral
 * home's is a 404). Read on the server by the route's loader, so the storefront's script carries none of it.
 */
export async function loadMemorialPrint(
  client: ApiClient,
  url: URL,
  user: AuthUser | null,
): Promise<FingerprintRef | null> {
  const printId = whole(url.searchParams.get('print'));
  const decedentId = whole(url.searchParams.get('decedent'));
  if (!printId || !decedentId || !user?.permissions.includes('CP_DECEDENTS:VIEW')) return null;
  const [decedent, prints] = await Promise.all([
    client.send(getDecedent, { params: { id: decedentId } }, { silent: true }).catch(() => null),
    client.send(getDecedentFingerprints, { params: { id: decedentId } }, { silent: true }).catch(() => []),
  ]);
  const print = prints.find((p) => p.id === printId);
  if (!decedent || decedent.archived || !print) return null;
  return {
    id: print.id,
    decedentId,
    decedentName: decedent.fullName,
    label: print.label,
    imageUrl: print.imageUrl,
  };
}
