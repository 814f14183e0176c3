import { defineCall } from '../platform/contract';
import { memoAging } from './schemas';

export const getMemoAgingSchemas = () => ({ response: memoAging });

/** GET /memos/aging (staff): the value of memo still out per customer, by days past the due date. */
export const getMemoAging = defineCall<typeof getMemoAgingSchemas>()({
  name: 'getMemoAging',
  domain: 'memo',
  method: 'GET',
  path: '/memos/aging',
  permission: 'CP_MEMO:SEND',
  summary: 'Memo out per customer: pieces and value not yet due, 1–30, 31–60 and over 60 days past due',
});
