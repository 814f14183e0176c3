import {
  companyDetails,
  country,
  countryState,
  customerType,
  entityStatus,
  formatSetting,
  hardcodedSetting,
  statesQuery,
  type EntityStatusKind,
} from '@portal/shared';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { defineRoute, type RouteDefinition } from '../../platform/route';
import * as reference from './service';

function statusRoute(
  url: string,
  summary: string,
  kind: EntityStatusKind,
  closed?: boolean,
): RouteDefinition {
  return defineRoute({
    method: 'GET',
    url,
    permission: '0',
    summary,
    response: z.array(entityStatus),
    handler: ({ services, request }) =>
      reference.listStatuses(services.db, requestLanguage(request), kind, closed),
  });
}

export const referenceRoutes = [
  defineRoute({
    method: 'GET',
    url: '/Countries',
    permission: 'public',
    summary: 'Countries',
    response: z.array(country),
    handler: ({ services, request }) => reference.listCountries(services.db, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/Countries/states',
    permission: 'public',
    summary: 'States of a country',
    query: statesQuery,
    response: z.array(countryState),
    handler: ({ services, query }) => reference.listStates(services.db, query.countryId),
  }),
  defineRoute({
    method: 'GET',
    url: '/CustomerTypes',
    permission: 'public',
    summary: 'Customer types',
    response: z.array(customerType),
    handler: ({ services, request }) => reference.listCustomerTypes(services.db, requestLanguage(request)),
  }),
  statusRoute('/EntityStatus/ClosedPriceQuoteStatuses', 'Closed price quote statuses', 'PRICE_QUOTE', true),
  statusRoute('/EntityStatus/OpenPriceQuoteStatuses', 'Open price quote statuses', 'PRICE_QUOTE', false),
  statusRoute('/EntityStatus/invoiceStatuses', 'Invoice statuses', 'INVOICE'),
  statusRoute('/EntityStatus/SalesOrder', 'Sales order statuses', 'SALES_ORDER'),
  statusRoute('/EntityStatus/JobOrder', 'Job order statuses', 'JOB_ORDER'),
  defineRoute({
    method: 'GET',
    url: '/EntityStatus/ServiceType',
    permission: '0',
    summary: 'Service types',
    response: z.array(entityStatus),
    handler: ({ services, request }) => reference.listServiceTypes(services.db, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/FormatSettings',
    permission: 'public',
    summary: 'Date, number and money formats',
    response: z.array(formatSetting),
    handler: ({ services }) => reference.listFormatSettings(services.db),
  }),
  defineRoute({
    method: 'GET',
    url: '/HardcodedSettings/api/timekeeping/hardcodedsettings',
    permission: '0',
    summary: 'Hardcoded settings of the installation',
    response: z.array(hardcodedSetting),
    handler: ({ services }) => reference.listHardcodedSettings(services.db),
  }),
  defineRoute({
    method: 'GET',
    url: '/CPCompanyDetails',
    permission: 'public',
    summary: 'The owner company (name, address, contact, currency)',
    response: companyDetails,
    handler: ({ services }) => reference.ownerCompany(services.db),
  }),
];
