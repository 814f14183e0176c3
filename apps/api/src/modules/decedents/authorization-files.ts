import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStaff, type Scope } from '../../platform/scope';
import { decedents, printAuthorizations } from './tables';

/** The private folder of the signatures and signed PDFs: served only to the decedent's funeral home and staff. */
export const AUTHORIZATION_FOLDER = 'authorizations';

/** Whether the caller may be served a signature or signed PDF under `key`: staff, or the decedent's funeral home. */
export async function mayViewAuthorizationFile(db: Db, scope: Scope, key: string): Promise<boolean> {
  const [row] = await db
    .select({ customerId: decedents.customerId })
    .from(printAuthorizations)
    .innerJoin(decedents, eq(decedents.id, printAuthorizations.decedentId))
    .where(eq(key.endsWith('.pdf') ? printAuthorizations.pdfKey : printAuthorizations.signatureKey, key));
  return row !== undefined && (isStaff(scope) || row.customerId === scope.customerId);
}
