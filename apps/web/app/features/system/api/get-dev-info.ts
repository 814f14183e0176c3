import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

export interface DemoAccount {
  email: string;
  password: string;
  who: string;
}

export interface DevInfo {
  version: string;
  demoData: boolean;
  smtpConfigured?: boolean;
  demoAccounts: DemoAccount[];
}

/** GET /api/dev-info: version, and with demo data the demo accounts (the README publishes them). */
export function getDevInfo(client: ApiClient = api): Promise<DevInfo> {
  return client.get<DevInfo>('/api/dev-info', { silent: true });
}
