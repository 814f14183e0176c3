import { getAuthorizationPdf } from '@portal/shared/decedents/get-authorization-pdf';
import { api } from '../../../lib/browser-api';

/** GET /api/decedents/{id}/authorizations/{authId}/pdf: the signed authorisation as kept with the decedent. */
export const fetchAuthorizationPdf = (decedentId: number, authId: number): Promise<Blob> =>
  api.sendForFile(getAuthorizationPdf, { params: { id: decedentId, authId } }, { silent: true });
