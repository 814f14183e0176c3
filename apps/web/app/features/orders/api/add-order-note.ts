import type { ENTITY_TYPE_IDS } from '@portal/shared';
import { addJobOrderCustomerNote } from '@portal/shared/orders/add-job-order-customer-note';
import { addJobOrderNote } from '@portal/shared/orders/add-job-order-note';
import { addPriceQuoteNote } from '@portal/shared/orders/add-price-quote-note';
import { addSalesOrderNote } from '@portal/shared/orders/add-sales-order-note';
import type { CallResponse } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import type { OrderKind } from '../order-kinds';
import { useOrderMutation } from './use-order-mutation';

const JOB_IMAGES: keyof typeof ENTITY_TYPE_IDS = 'JOB_IMAGES';

export interface AddOrderNoteInput {
  orderId: number;
  text: string;
  /** Job orders: the order's notes or its customer notes (pictures of the work). */
  list: 'notes' | 'customernotes';
  /** Job orders only: a picture sent with the note. */
  image: File | null;
  /** The same for every try of one note: a retry after a lost answer does not write it twice. */
  attemptKey: string;
}

type NoteAdded = CallResponse<typeof addJobOrderNote>;

const OTHER_NOTES = { PQ: addPriceQuoteNote, SO: addSalesOrderNote } as const;

/**
 * POST /api/JobOrders/notes or /customernotes (multipart: note, jobOrderID, image; customer notes name their entity
 * type), or POST …/{id}/notes with the text for quotes and sales orders.
 */
export function addOrderNote(kind: OrderKind, input: AddOrderNoteInput): Promise<NoteAdded> {
  if (kind !== 'JO')
    return api.send(
      OTHER_NOTES[kind],
      { params: { id: input.orderId }, body: { note: input.text } },
      { idempotencyKey: input.attemptKey },
    );
  const form = new FormData();
  form.set('note', input.text);
  form.set('jobOrderID', String(input.orderId));
  // spec §9 entity type JOB_IMAGES: the pictures of a job.
  if (input.list === 'customernotes') form.set('entityTypeCode', JOB_IMAGES);
  if (input.image) form.set('image', input.image, input.image.name);
  return api.send(
    input.list === 'customernotes' ? addJobOrderCustomerNote : addJobOrderNote,
    { body: form },
    { idempotencyKey: input.attemptKey },
  );
}

export const useAddOrderNote = (kind: OrderKind) =>
  useOrderMutation((input: AddOrderNoteInput) => addOrderNote(kind, input));
