import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { memoItemsRequest, memoReturn } from './schemas';

export const returnMemoItemsSchemas = () => ({
  params: idParams,
  body: memoItemsRequest,
  response: memoReturn,
  examples: [{ params: { id: 1 }, body: { itemIds: [1] } }],
});

/** POST /memos/{id}/return: the customer sends pieces back; answers the return authorisation, its label to print. */
export const returnMemoItems = defineCall<typeof returnMemoItemsSchemas>()({
  name: 'returnMemoItems',
  domain: 'memo',
  method: 'POST',
  path: '/memos/{id}/return',
  permission: 'CP_MEMO:DECIDE',
  summary: 'Return pieces of a memo: a return authorisation with a label to print',
  status: 201,
  refusals: { 409: 'A piece is no longer out (returned, kept or invoiced already)' },
});
