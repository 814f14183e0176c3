import { z } from 'zod';

/** One field error: key is the field path (`email`, `items.0.quantity`), value the message shown to the user. */
export const errorMessage = z.object({ key: z.string(), value: z.string() });
export type ErrorMessage = z.infer<typeof errorMessage>;

export const apiMessages = z.object({
  hasErrors: z.boolean(),
  serverErrors: z.array(z.string()),
});

/** The envelope every JSON response of the API carries (api-conventions "Envelope"). */
export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    value: value.nullable(),
    hasErrors: z.boolean(),
    errorMessages: z.array(errorMessage),
    apiMessages,
  });
}

/** The envelope of a refused call (4xx, 5xx): no value, the field errors and the messages shown to the user. */
export const failureEnvelope = z.object({
  value: z.null(),
  hasErrors: z.literal(true),
  errorMessages: z.array(errorMessage),
  apiMessages,
});

export interface Envelope<T> {
  value: T | null;
  hasErrors: boolean;
  errorMessages: ErrorMessage[];
  apiMessages: { hasErrors: boolean; serverErrors: string[] };
}

export const pagingData = z.object({
  itemCount: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type PagingData = z.infer<typeof pagingData>;

export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), pagingData });
}

export interface Paged<T> {
  items: T[];
  pagingData: PagingData;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
