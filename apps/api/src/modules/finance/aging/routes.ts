import { exportAgingReport, exportAgingReportSchemas } from '@portal/shared/finance/export-aging-report';
import { getAgingReport, getAgingReportSchemas } from '@portal/shared/finance/get-aging-report';
import { sendFile } from '../../../platform/file-reply';
import type { Services } from '../../../platform/request-context';
import { bindCall } from '../../../platform/route';
import * as aging from './aging-report';

const today = (services: Services) => services.now().toISOString().slice(0, 10);

/** The staff aging report of every customer, as JSON and as CSV. */
export const agingRoutes = [
  bindCall(getAgingReport, getAgingReportSchemas, ({ services }) =>
    aging.getAgingReport(services.db, today(services)),
  ),
  bindCall(exportAgingReport, exportAgingReportSchemas, async ({ services, lang, reply }) => {
    const report = await aging.getAgingReport(services.db, today(services));
    return sendFile(reply, {
      data: Buffer.from(aging.agingReportCsv(report, lang), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `aging-${report.asOf}.csv`,
      disposition: 'attachment',
    });
  }),
];
