import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
}

/** The permission that opens the outbox: its mails may hold generated passwords (issue 13). */
export const OUTBOX_PERMISSION = 'CP_USERS:EDIT';

/** GET /api/dev-info/outbox: the last mails, for an administrator of a demo install. */
export function getDemoOutbox(client: ApiClient = api): Promise<OutboxMessage[]> {
  return client.get<OutboxMessage[]>('/api/dev-info/outbox', { silent: true });
}
