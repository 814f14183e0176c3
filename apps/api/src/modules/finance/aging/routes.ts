import { getAgingReport, getAgingReportSchemas } from '@portal/shared/finance/get-aging-report';
import { sendFile } from '../../../platform/file-reply';
import { bindCall } from '../../../platform/route';
import * as aging from './aging-report';

/** The staff aging report of every customer, as JSON or, asked with `?format=csv`, as a CSV file. */
export const agingRoutes = [
  bindCall(getAgingReport, getAgingReportSchemas, async ({ services, query, lang, reply }) => {
    const report = await aging.getAgingReport(services.db, services.now().toISOString().slice(0, 10));
    if (query.format !== 'csv') return report;
    sendFile(reply, {
      data: Buffer.from(aging.agingReportCsv(report, lang), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `aging-${report.asOf}.csv`,
      disposition: 'attachment',
    });
    return report;
  }),
];
