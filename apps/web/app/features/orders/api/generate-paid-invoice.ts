import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

export interface PaidInvoice {
  invoiceId: number;
  invoiceCode: string;
  amount: number;
  statusCode: string;
  statusName: string;
}

/** POST /api/SalesOrders/{id}/generate-paid-invoice (staff): once per order. */
export function generatePaidInvoice(id: number): Promise<PaidInvoice> {
  return api.post<PaidInvoice>(`/api/SalesOrders/${id}/generate-paid-invoice`);
}

export const useGeneratePaidInvoice = () => useOrderMutation('SO', generatePaidInvoice);
