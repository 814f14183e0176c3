import type { CallResponse } from '@portal/shared/platform/contract';
import { getHealth as getHealthCall } from '@portal/shared/system/get-health';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** `{ status, db, version }`: what /dev-help reads of the answer (which also carries the envelope). */
export type Health = Pick<CallResponse<typeof getHealthCall>, 'status' | 'db' | 'version'>;

/** GET /api/health: `{ status, db, version }` at the top level, beside the envelope's fields (a raw answer). */
export async function getHealth(client: ApiClient = api): Promise<Health> {
  const { status, db, version } = await client.send(getHealthCall, {}, { silent: true });
  return { status, db, version };
}
