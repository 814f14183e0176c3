import { lockQuoteMetalPrice } from '@portal/shared/orders/lock-quote-metal-price';
import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/PriceQuotes/{id}/lock-metal-price: holds an open quote's metal prices for the customer's window. */
export const useLockQuoteMetalPrice = () =>
  useOrderMutation((id: number) => api.send(lockQuoteMetalPrice, { params: { id } }));
