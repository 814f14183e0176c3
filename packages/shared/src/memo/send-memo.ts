import { defineCall } from '../platform/contract';
import { memo, sendMemoRequest } from './schemas';

export const sendMemoSchemas = () => ({
  body: sendMemoRequest,
  response: memo,
  examples: [
    {
      body: {
        customerId: 1,
        dueDate: '2027-01-15',
        items: [{ styleCode: 'R-1001', description: 'Solitaire ring', quantity: 1, unitPrice: '1250.00' }],
      },
    },
  ],
});

/** POST /memos (staff): pieces sent to a customer on memo, to return or keep by the due date. */
export const sendMemo = defineCall<typeof sendMemoSchemas>()({
  name: 'sendMemo',
  domain: 'memo',
  method: 'POST',
  path: '/memos',
  permission: 'CP_MEMO:SEND',
  summary: 'Send pieces to a customer on memo (sale or return) with a due date',
  status: 201,
  takesIdempotencyKey: true,
  refusals: { 404: 'The customer does not exist' },
});
