import { printPriceQuoteReport } from '@portal/shared/finance/print-price-quote-report';
import { api } from '../../../lib/browser-api';

/** GET /api/reports/print-pdf-report/PRICE_QUOTE/{id}: a price quote as a PDF, with its metal price lock. */
export const fetchPriceQuotePdf = (id: number): Promise<Blob> =>
  api.sendForFile(printPriceQuoteReport, { params: { id } }, { silent: true });
