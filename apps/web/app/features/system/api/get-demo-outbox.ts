import type { CallResponse } from '@portal/shared/platform/contract';
import { getDemoOutbox as getDemoOutboxCall } from '@portal/shared/system/get-demo-outbox';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

export type OutboxMessage = CallResponse<typeof getDemoOutboxCall>[number];

/** The permission that opens the outbox: the contract's. */
export const OUTBOX_PERMISSION = getDemoOutboxCall.permission;

/** GET /api/dev-info/outbox: the last mails, for an administrator of a demo install. */
export function getDemoOutbox(client: ApiClient = api): Promise<OutboxMessage[]> {
  return client.send(getDemoOutboxCall, {}, { silent: true });
}
