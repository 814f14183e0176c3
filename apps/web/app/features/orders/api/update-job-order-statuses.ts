import { updateJobOrderStatuses } from '@portal/shared/orders/update-job-order-statuses';
import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/JobOrders/update-status (staff): every job order moves to the status, or none does. */
export const useUpdateJobOrderStatuses = () =>
  useOrderMutation((input: { ids: number[]; statusCode: string }) =>
    api.send(updateJobOrderStatuses, { body: { JobIds: input.ids, StatusTypeCode: input.statusCode } }),
  );
