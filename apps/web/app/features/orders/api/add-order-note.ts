import type { ENTITY_TYPE_IDS } from '@portal/shared';
import { api } from '../../../lib/browser-api';
import { ORDER_KINDS, type OrderKind } from '../order-kinds';
import { useOrderMutation } from './use-order-mutation';

const JOB_IMAGES: keyof typeof ENTITY_TYPE_IDS = 'JOB_IMAGES';

export interface AddOrderNoteInput {
  orderId: number;
  text: string;
  /** Job orders: the order's notes or its customer notes (pictures of the work). */
  list: 'notes' | 'customernotes';
  /** Job orders only: a picture sent with the note. */
  image: File | null;
}

interface NoteAdded {
  id: number;
  imageUrl: string | null;
  createdAt: string;
}

/**
 * POST /api/JobOrders/notes or /customernotes (multipart: note, jobOrderID, image; customer notes name their entity
 * type), or POST …/{id}/notes with the text for quotes and sales orders.
 */
export function addOrderNote(kind: OrderKind, input: AddOrderNoteInput): Promise<NoteAdded> {
  if (kind !== 'JO')
    return api.post<NoteAdded>(ORDER_KINDS[kind].notesUrl(input.orderId), { note: input.text });
  const form = new FormData();
  form.set('note', input.text);
  form.set('jobOrderID', String(input.orderId));
  // spec §9 entity type JOB_IMAGES: the pictures of a job.
  if (input.list === 'customernotes') form.set('entityTypeCode', JOB_IMAGES);
  if (input.image) form.set('image', input.image, input.image.name);
  return api.post<NoteAdded>(`/api/JobOrders/${input.list}`, form);
}

export const useAddOrderNote = (kind: OrderKind) =>
  useOrderMutation(kind, (input: AddOrderNoteInput) => addOrderNote(kind, input));
