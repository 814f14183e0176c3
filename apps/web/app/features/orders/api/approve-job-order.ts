import { approveJobOrder } from '@portal/shared/orders/approve-job-order';
import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/JobOrders/{id}/approve with the code of the service type the job is made under. */
export const useApproveJobOrder = () =>
  useOrderMutation((input: { id: number; serviceType: string }) =>
    api.send(approveJobOrder, { params: { id: input.id }, body: { serviceType: input.serviceType } }),
  );
