import {
  generateInvoicePdfReport,
  generateInvoicePdfReportSchemas,
} from '@portal/shared/finance/generate-invoice-pdf-report';
import { getCustomerCredits, getCustomerCreditsSchemas } from '@portal/shared/finance/get-customer-credits';
import {
  getCustomerFinancialSetting,
  getCustomerFinancialSettingSchemas,
} from '@portal/shared/finance/get-customer-financial-setting';
import { getInvoiceDetail, getInvoiceDetailSchemas } from '@portal/shared/finance/get-invoice-detail';
import { getInvoices, getInvoicesSchemas } from '@portal/shared/finance/get-invoices';
import { getPayments, getPaymentsSchemas } from '@portal/shared/finance/get-payments';
import {
  printCreditMemoReport,
  printCreditMemoReportSchemas,
} from '@portal/shared/finance/print-credit-memo-report';
import { printInvoiceReport, printInvoiceReportSchemas } from '@portal/shared/finance/print-invoice-report';
import {
  printPriceQuoteReport,
  printPriceQuoteReportSchemas,
} from '@portal/shared/finance/print-price-quote-report';
import {
  printMultipleInvoices,
  printMultipleInvoicesSchemas,
} from '@portal/shared/finance/print-multiple-invoices';
import type { Services } from '../../platform/request-context';
import { bindCall, type RouteDefinition } from '../../platform/route';
import * as credits from './credits-service';
import * as settings from './financial-settings';
import * as invoices from './invoices-service';
import * as paymentsList from './payments-list';
import * as reports from './pdf/reports';

const today = (services: Services) => services.now().toISOString().slice(0, 10);

/** Invoices, customer credits, the payment list, financial settings and the finance PDFs. */
export const financeRoutes: RouteDefinition[] = [
  bindCall(getInvoices, getInvoicesSchemas, ({ services, scope, query, lang }) =>
    invoices.getInvoices(services.db, scope, query, lang, today(services)),
  ),
  bindCall(getInvoiceDetail, getInvoiceDetailSchemas, ({ services, scope, params, lang }) =>
    invoices.getInvoiceDetail(services.db, scope, params.id, lang, today(services)),
  ),
  bindCall(
    generateInvoicePdfReport,
    generateInvoicePdfReportSchemas,
    ({ services, scope, params, lang, reply }) =>
      reports.generateInvoicePdfReport(services.db, scope, reply, params.id, lang, today(services)),
  ),
  bindCall(printInvoiceReport, printInvoiceReportSchemas, ({ services, scope, params, lang, reply }) =>
    reports.printInvoiceReport(services.db, scope, reply, params.id, lang, today(services)),
  ),
  bindCall(printMultipleInvoices, printMultipleInvoicesSchemas, ({ services, scope, body, lang, reply }) =>
    reports.printMultipleInvoices(services.db, scope, reply, body, lang, today(services)),
  ),
  bindCall(printCreditMemoReport, printCreditMemoReportSchemas, ({ services, scope, params, lang, reply }) =>
    reports.printCreditMemoReport(services.db, scope, reply, params.id, lang),
  ),
  bindCall(printPriceQuoteReport, printPriceQuoteReportSchemas, ({ services, scope, params, lang, reply }) =>
    reports.printPriceQuoteReport(services.db, scope, reply, params.id, lang),
  ),
  bindCall(getCustomerCredits, getCustomerCreditsSchemas, ({ services, scope, query }) =>
    credits.getCustomerCredits(services.db, scope, query),
  ),
  bindCall(getPayments, getPaymentsSchemas, ({ services, scope, query }) =>
    paymentsList.getPayments(services.db, scope, query),
  ),
  bindCall(
    getCustomerFinancialSetting,
    getCustomerFinancialSettingSchemas,
    ({ services, scope, query, lang }) =>
      settings.getCustomerFinancialSetting(services.db, scope, query, lang, today(services)),
  ),
];
