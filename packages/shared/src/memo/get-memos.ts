import { defineCall } from '../platform/contract';
import { memoListQuery, memoPage } from './schemas';

export const getMemosSchemas = () => ({
  query: memoListQuery,
  response: memoPage,
  examples: [{ query: { pageNo: 1, pageSize: 10, openOnly: 'true' } }],
});

/** GET /memos: memos with their pieces, newest first; a portal user's own customer's, staff every customer's. */
export const getMemos = defineCall<typeof getMemosSchemas>()({
  name: 'getMemos',
  domain: 'memo',
  method: 'GET',
  path: '/memos',
  permission: 'CP_MEMO:VIEW',
  summary: 'Memos and their pieces (out, returned, kept, invoiced), newest first; pageNo from 1',
});
