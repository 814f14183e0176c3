import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { pagingQuery } from '../platform/paging';
import { accessLogPage } from './custody-schemas';

export const getAccessLogSchemas = () => ({
  examples: [{ params: { id: 1 }, query: { pageNo: 1, pageSize: 20 } }],
  params: idParams,
  query: pagingQuery(1),
  response: accessLogPage,
});

/**
 * GET /decedents/{id}/access-log: the chain of custody of the decedent's prints, newest first: every view, download,
 * use on an order, render, export, destruction and authorisation, with who and from which session. No call changes it.
 */
export const getAccessLog = defineCall<typeof getAccessLogSchemas>()({
  name: 'getAccessLog',
  domain: 'decedents',
  method: 'GET',
  path: '/decedents/{id}/access-log',
  permission: 'CP_DECEDENTS:VIEW',
  summary: 'Every access to a decedent’s prints, newest first; pageNo from 1',
});
