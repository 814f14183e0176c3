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
import { bindCall } from '../../platform/route';
import * as reference from './service';

export const referenceRoutes = [
  bindCall(getCountries, getCountriesSchemas, ({ services, lang }) =>
    reference.getCountries(services.db, lang),
  ),
  bindCall(getStates, getStatesSchemas, ({ services, query }) =>
    reference.getStates(services.db, query.countryId),
  ),
  bindCall(getClosedPriceQuoteStatuses, getClosedPriceQuoteStatusesSchemas, ({ services, lang }) =>
    reference.getClosedPriceQuoteStatuses(services.db, lang),
  ),
  bindCall(getOpenPriceQuoteStatuses, getOpenPriceQuoteStatusesSchemas, ({ services, lang }) =>
    reference.getOpenPriceQuoteStatuses(services.db, lang),
  ),
  bindCall(getInvoiceStatuses, getInvoiceStatusesSchemas, ({ services, lang }) =>
    reference.getInvoiceStatuses(services.db, lang),
  ),
  bindCall(getSalesOrderStatuses, getSalesOrderStatusesSchemas, ({ services, lang }) =>
    reference.getSalesOrderStatuses(services.db, lang),
  ),
  bindCall(getJobOrderStatuses, getJobOrderStatusesSchemas, ({ services, lang }) =>
    reference.getJobOrderStatuses(services.db, lang),
  ),
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
