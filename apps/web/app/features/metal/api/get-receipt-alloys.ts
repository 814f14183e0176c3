import { useQuery } from '@tanstack/react-query';
import { getReceiptAlloys } from '@portal/shared/metal/get-receipt-alloys';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

/** GET /api/customer-metal-receipts/alloys (staff): the alloys, with the fixing and charge a receipt uses now. */
export function useReceiptAlloys() {
  const lang = useLang();
  return useQuery({
    queryKey: inLanguage(getReceiptAlloys, {}, lang),
    queryFn: ({ signal }) => api.send(getReceiptAlloys, {}, { signal }),
  });
}
