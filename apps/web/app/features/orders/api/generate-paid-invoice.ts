import { generatePaidInvoice } from '@portal/shared/orders/generate-paid-invoice';
import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/SalesOrders/{id}/generate-paid-invoice (staff): once per order. */
export const useGeneratePaidInvoice = () =>
  useOrderMutation((id: number) => api.send(generatePaidInvoice, { params: { id } }));
