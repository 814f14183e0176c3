import { failureEnvelope } from '@portal/shared';
import type { CallExample, Refusals } from '@portal/shared/platform/contract';
import { z, type ZodType } from 'zod';
import { REQUEST_EXAMPLES } from './openapi-schema';
import { RETRY_KEY_HEADER } from './retry-keys';

/** What the OpenAPI document of a call is made from, beside its schemas (platform/route.ts registers it). */
export interface DocumentedRoute {
  method: string;
  url: string;
  isPublic: boolean;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  form?: ZodType;
  multipart?: boolean;
  refusals?: Refusals;
  rateLimit?: false;
  takesIdempotencyKey?: boolean;
}

/** The header documented on the calls that take it; the document's readers learn what a retry gets. */
export const retryKeyHeaders = z.object({
  [RETRY_KEY_HEADER]: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe(
      'Any unique value per attempt (a UUID): a retry with the same key and request answers the first result, with ' +
        '`Idempotent-Replayed: true`, instead of doing the work again; kept a day',
    ),
});

/**
 * The refusals a call can answer, each with the failure envelope (documentation only: replies are not re-checked).
 * The rules below follow from the kind of call; what only the service knows (an id in the body, a conflict, a
 * service that may be away) comes from the contract's `refusals`, whose text also replaces a rule's.
 */
export function failureAnswers(route: DocumentedRoute): Record<number, ZodType> {
  const answers: Record<number, ZodType> = {};
  const answer = (status: number, description: string) =>
    (answers[status] = failureEnvelope.describe(description));
  // Fastify reads a POST or PUT body whatever the route declares: its size and media type are checked for every one.
  const takesBody =
    route.method === 'POST' ||
    route.method === 'PUT' ||
    route.method === 'PATCH' ||
    route.body !== undefined ||
    route.multipart === true;
  if (route.params || route.query || takesBody)
    answer(400, 'The input is invalid: one error per field in `errorMessages`');
  if (!route.isPublic) {
    answer(401, 'No valid access token');
    answer(403, 'The signed-in user lacks the permission, or must change the password first');
  }
  if (route.url.includes(':')) answer(404, 'Nothing with this id is visible to the caller');
  else if ([route.query, route.body, route.form].some((schema) => schema && namesARecord(schema)))
    answer(404, 'A record the input names by its id is not visible to the caller');
  if (takesBody) {
    answer(
      413,
      route.multipart
        ? 'A file or the whole form is larger than the upload limit'
        : 'The body is larger than the body limit',
    );
    answer(
      415,
      route.multipart
        ? 'The body is not multipart/form-data, or a file is of a type that is not accepted'
        : 'The body is not JSON (`Content-Type: application/json`)',
    );
  }
  if (route.rateLimit !== false) answer(429, 'Too many requests: wait the `Retry-After` seconds');
  if (route.takesIdempotencyKey)
    answer(409, 'The Idempotency-Key belongs to a request still running, or to another request');
  for (const [status, description] of Object.entries(route.refusals ?? {}))
    answer(Number(status), description);
  return answers;
}

/**
 * The schema carrying the examples of one part of the request, for the transform (openapi-schema.ts) to place: zod
 * leaves `examples` out of the input side of a schema that transforms (they would be outputs), so they travel under
 * a key of ours.
 */
export function withExamples(
  schema: ZodType,
  examples: readonly CallExample[] | undefined,
  part: keyof CallExample,
) {
  const values = (examples ?? []).map((example) => example[part]).filter((value) => value !== undefined);
  return values.length > 0 ? schema.meta({ [REQUEST_EXAMPLES]: values }) : schema;
}

/** `id`, `customerId`, `itemTypeIds`, `sessionId`: a field that names a record, which may not exist for the caller. */
const RECORD_FIELD = /^ids?$|[a-z](Id|ID|Ids|IDs)$/;

/** Whether a query or body schema has a field naming a record (at any depth): such a call answers 404 as well. */
function namesARecord(schema: ZodType): boolean {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const visit = (node: unknown): boolean => {
    if (typeof node !== 'object' || node === null) return false;
    const { properties, ...rest } = node as { properties?: Record<string, unknown> };
    if (properties && Object.keys(properties).some((name) => RECORD_FIELD.test(name))) return true;
    return [...Object.values(properties ?? {}), ...Object.values(rest)].some((child) =>
      Array.isArray(child) ? child.some(visit) : visit(child),
    );
  };
  return visit(json);
}
