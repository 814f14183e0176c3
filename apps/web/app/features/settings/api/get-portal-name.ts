import { getPortalName as getPortalNameCall } from '@portal/shared/settings/get-portal-name';
import type { ApiClient } from '../../../lib/api';

/** GET /api/admin-settings/portal-name: the "Portal name" setting that page titles end with; public. */
export async function getPortalName(client: ApiClient): Promise<string | null> {
  return (await client.send(getPortalNameCall, {}, { silent: true })).portalName;
}
