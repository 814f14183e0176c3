import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

export interface DemoAccount {
  email: string;
  password: string;
  who: string;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
}

export interface DevInfo {
  version: string;
  demoData: boolean;
  smtpConfigured?: boolean;
  demoAccounts: DemoAccount[];
  outbox?: OutboxMessage[];
}

/** GET /api/dev-info: version, and with demo data the demo accounts and the mail outbox. */
export function getDevInfo(client: ApiClient = api): Promise<DevInfo> {
  return client.get<DevInfo>('/api/dev-info', { silent: true });
}
