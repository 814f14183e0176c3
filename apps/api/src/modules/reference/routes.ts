import type { EntityStatusKind } from '@portal/shared';
import type { CallContract } from '@portal/shared/platform/contract';
import {
  getClosedPriceQuoteStatuses,
  getClosedPriceQuoteStatusesSchemas,
} from '@portal/shared/reference/get-closed-price-quote-statuses';
import { getCompanyDetails, getCompanyDetailsSchemas } from '@portal/shared/reference/get-company-details';
import { getCountries, getCountriesSchemas } from '@portal/shared/reference/get-countries';
import { getFormatSettings, getFormatSettingsSchemas } from '@portal/shared/reference/get-format-settings';
import {
  getHardcodedSettings,
  getHardcodedSettingsSchemas,
} from '@portal/shared/reference/get-hardcoded-settings';
import { getInvoiceStatuses, getInvoiceStatusesSchemas } from '@portal/shared/reference/get-invoice-statuses';
import {
  getJobOrderStatuses,
  getJobOrderStatusesSchemas,
} from '@portal/shared/reference/get-job-order-statuses';
import {
  getOpenPriceQuoteStatuses,
  getOpenPriceQuoteStatusesSchemas,
} from '@portal/shared/reference/get-open-price-quote-statuses';
import {
  getSalesOrderStatuses,
  getSalesOrderStatusesSchemas,
} from '@portal/shared/reference/get-sales-order-statuses';
import { getServiceTypes, getServiceTypesSchemas } from '@portal/shared/reference/get-service-types';
import { getStates, getStatesSchemas } from '@portal/shared/reference/get-states';
import type { statusListSchemas } from '@portal/shared/reference/schemas';
import { bindCall } from '../../platform/route';
import * as reference from './service';

/** An EntityStatus list: its contract, the kind of status it lists and, for quotes, open or closed ones. */
const statusList = (
  call: CallContract<ReturnType<typeof statusListSchemas>>,
  schemas: typeof statusListSchemas,
  kind: EntityStatusKind,
  closed?: boolean,
) => bindCall(call, schemas, ({ services, lang }) => reference.listStatuses(services.db, lang, kind, closed));

export const referenceRoutes = [
  bindCall(getCountries, getCountriesSchemas, ({ services, lang }) =>
    reference.getCountries(services.db, lang),
  ),
  bindCall(getStates, getStatesSchemas, ({ services, query }) =>
    reference.getStates(services.db, query.countryId),
  ),
  statusList(getClosedPriceQuoteStatuses, getClosedPriceQuoteStatusesSchemas, 'PRICE_QUOTE', true),
  statusList(getOpenPriceQuoteStatuses, getOpenPriceQuoteStatusesSchemas, 'PRICE_QUOTE', false),
  statusList(getInvoiceStatuses, getInvoiceStatusesSchemas, 'INVOICE'),
  statusList(getSalesOrderStatuses, getSalesOrderStatusesSchemas, 'SALES_ORDER'),
  statusList(getJobOrderStatuses, getJobOrderStatusesSchemas, 'JOB_ORDER'),
  bindCall(getServiceTypes, getServiceTypesSchemas, ({ services, lang }) =>
    reference.getServiceTypes(services.db, lang),
  ),
  bindCall(getFormatSettings, getFormatSettingsSchemas, ({ services }) =>
    reference.getFormatSettings(services.db),
  ),
  bindCall(getHardcodedSettings, getHardcodedSettingsSchemas, ({ services }) =>
    reference.getHardcodedSettings(services.db),
  ),
  bindCall(getCompanyDetails, getCompanyDetailsSchemas, ({ services }) =>
    reference.getCompanyDetails(services.db),
  ),
];
