import { z } from 'zod';

const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number on the wire: a JSON number, or the decimal text of one (path, query and multipart fields are text). A
 * boolean, an array, null or empty text is not a number: `z.coerce` read `true` as 1 and `[2]` as 2, so `{"id": true}`
 * named user 1. The document shows both accepted forms with the number's own limits.
 */
export function wireNumber<S extends z.ZodNumber>(schema: S, message = 'Must be a number') {
  return z.union([schema, z.string().regex(DECIMAL_TEXT, message).transform(Number).pipe(schema)], {
    error: message,
  });
}
