import { getOrderByCode as getOrderByCodeCall } from '@portal/shared/orders/get-order-by-code';
import type { CallResponse } from '@portal/shared/platform/contract';
import type { ApiClient } from '../../../lib/api';

/** GET /api/orders/by-code/{code}: the order confirmation of a submitted order the caller may see. */
export function getOrderByCode(
  code: string,
  client: ApiClient,
): Promise<CallResponse<typeof getOrderByCodeCall>> {
  return client.send(getOrderByCodeCall, { params: { code } }, { silent: true });
}
