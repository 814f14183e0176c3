import type { z } from 'zod';
import type { RoutePermission } from '../auth/permissions';

/** The zod schemas of a call: its path parameters, query, body and answer. */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The parts of a multipart body (text fields and `z.file()` files), for the OpenAPI document only: the handler reads
   * the form itself, so this schema validates nothing.
   */
  form?: z.ZodType;
  response: z.ZodType;
  /**
   * Requests a reader can send as they are (ids of the demo data), shown in the OpenAPI document beside the parameters
   * and the body; a test replays each and checks the answer against the document.
   */
  examples?: readonly CallExample[];
}

/** One example request of a call: its path parameters, query and body, as a client sends them. */
export interface CallExample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/**
 * A refusal a call answers beyond those every call of its kind documents by rule (platform/route.ts
 * `failureAnswers`: 400 with an input, 401 and 403 when signed in, 404 with an id in the path, 413 and 415 with a
 * body, 429): its status and what it means for this call, as the OpenAPI document shows it.
 */
export type Refusals = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 415 | 503, string>>;

/**
 * One call of the API, written once (docs/architecture.md "A call is the unit"): the API binds it to a service, the
 * OpenAPI document and the tests' response checks come from it, and the web's `send(call, input)` fills its path
 * and types its answer from it. The descriptor holds no schema: a contract file exports its schemas as a function
 * beside it (`<name>Schemas`), which the API calls and a page that only sends never reaches, so no zod comes with it.
 */
export interface CallContract<S extends CallSchemas = CallSchemas> {
  /** verb-noun, as the file and the web fetcher are named; the OpenAPI operationId. */
  name: string;
  /** The domain that owns the call (packages/shared/src/<domain>): query keys and invalidation go by it. */
  domain: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The spec's path exactly, under /api, with `{name}` for a path parameter. */
  path: string;
  /** What the caller needs: `public` for no sign-in, `0` for any signed-in user, or a permission (any of a list). */
  permission: RoutePermission | readonly RoutePermission[];
  summary: string;
  /** The three auth calls answer without the envelope (api-conventions). */
  raw?: boolean;
  /** The body is multipart/form-data, read by the handler. */
  multipart?: boolean;
  /**
   * The body is JSON (checked by `body`) or, when the request is multipart/form-data, a form (`form`: a file and its
   * fields) that the handler reads: one call for lines typed and for the same lines in a file.
   */
  acceptsForm?: boolean;
  /** The success status when it is not 200. */
  status?: number;
  /** The refusals of this call that the rules of `failureAnswers` do not imply (an id in the body, a conflict). */
  refusals?: Refusals;
  /**
   * Other statuses answered with the call's own answer schema, and what each means: 202 for a payment the processor
   * has not confirmed yet, 503 for a health check that finds the database away.
   */
  alsoAnswers?: Partial<Record<202 | 503, string>>;
  /** Reachable while the user must change the password. */
  allowDuringPasswordChange?: boolean;
  /** The health probes: an orchestrator asks every few seconds, and a 429 would read as the server being down. */
  rateLimit?: false;
  /**
   * The call creates something each time it is made (a note, a cart line, an upload): it takes an `Idempotency-Key`
   * header, and a retry under the same key answers the first result instead of creating it again.
   */
  takesIdempotencyKey?: boolean;
  /**
   * The success answer is a file of this media type (a PDF) that the handler streams, instead of the envelope; a
   * refusal is still the envelope.
   */
  produces?: 'application/pdf' | 'application/octet-stream' | 'text/csv';
  /**
   * The call answers its JSON by default and, asked with `?format=csv`, the same content as a file of this media type
   * (a report a spreadsheet opens): one path, two representations.
   */
  alsoProduces?: 'text/csv';
  /** Types only: the schemas the descriptor stands for. Never set at run time. */
  readonly schemas?: S;
}

/**
 * A descriptor typed by its schemas function: `defineCall<typeof getJobOrdersSchemas>()({ name, ... })`. Keeps the
 * literal types (permission, method) for the API binding and the web client.
 */
export const defineCall =
  <F extends () => CallSchemas>() =>
  <const D extends Omit<CallContract, 'schemas'>>(descriptor: D): D & CallContract<ReturnType<F>> =>
    descriptor as D & CallContract<ReturnType<F>>;

type SchemasOf<C> = C extends CallContract<infer S> ? S : never;
type Input<C, K extends 'params' | 'query' | 'body'> =
  SchemasOf<C> extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;
type Parsed<C, K extends 'params' | 'query' | 'body'> =
  SchemasOf<C> extends {
    [P in K]: infer S extends z.ZodType;
  }
    ? z.output<S>
    : undefined;

type Defined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** What a client sends: the path parameters, the query and the body the contract declares. */
export type CallInput<C extends CallContract> = Defined<{
  params: Input<C, 'params'>;
  query: Input<C, 'query'>;
  body: Input<C, 'body'>;
}>;

/** What the server's handler receives, parsed by the contract's schemas. */
export type CallParsed<C extends CallContract> = {
  params: Parsed<C, 'params'>;
  query: Parsed<C, 'query'>;
  body: Parsed<C, 'body'>;
};

/**
 * What the handler receives, named by the call's schemas function: a service function carries its call's name
 * (`getInvoices`), so it types its input by `getInvoicesSchemas` instead of importing the descriptor under an alias.
 */
export type ParsedBy<F extends () => CallSchemas> = CallParsed<CallContract<ReturnType<F>>>;

/** The answer's value (inside the envelope, or the raw body of the auth calls). */
export type CallResponse<C extends CallContract> = z.output<SchemasOf<C>['response']>;

/** A public call may be made signed out: its handler's scope may be null. */
export type IsPublicCall<C extends CallContract> = 'public' extends C['permission']
  ? true
  : C['permission'] extends readonly unknown[]
    ? // A list's elements by index: inferring them would read the descriptor's `list & string` as strings.
      'public' extends C['permission'][number]
      ? true
      : false
    : false;

/** `/JobOrders/{id}/notes` with `{ id: 7 }` → `/JobOrders/7/notes`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\??\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
