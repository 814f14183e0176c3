import type { CallResponse } from '@portal/shared/platform/contract';
import { getDevInfo as getDevInfoCall } from '@portal/shared/system/get-dev-info';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

export type DevInfo = CallResponse<typeof getDevInfoCall>;
export type DemoAccount = DevInfo['demoAccounts'][number];

/** GET /api/dev-info: version, and with demo data the demo accounts (the README publishes them). */
export function getDevInfo(client: ApiClient = api): Promise<DevInfo> {
  return client.send(getDevInfoCall, {}, { silent: true });
}
