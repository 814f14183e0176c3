import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { memoItemsRequest, memoKeep } from './schemas';

export const keepMemoItemsSchemas = () => ({
  params: idParams,
  body: memoItemsRequest,
  response: memoKeep,
  examples: [{ params: { id: 1 }, body: { itemIds: [1] } }],
});

/** POST /memos/{id}/keep: the customer keeps pieces; they are invoiced at the memo's price. */
export const keepMemoItems = defineCall<typeof keepMemoItemsSchemas>()({
  name: 'keepMemoItems',
  domain: 'memo',
  method: 'POST',
  path: '/memos/{id}/keep',
  permission: 'CP_MEMO:DECIDE',
  summary: 'Keep pieces of a memo: they are invoiced (once) at the memo price',
  status: 201,
  refusals: { 409: 'A piece is no longer out (returned, kept or invoiced already)' },
});
