import { envelopeOf, PUBLIC, type ErrorMessage, type RoutePermission } from '@portal/shared';
import type {
  CallContract,
  CallParsed,
  CallResponse,
  IsPublicCall,
  CallExample,
  Refusals,
} from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import { authenticate, bearerToken } from './authenticate';
import { envelope } from './envelope';
import { answerOnce, retryKeyOf } from './retry-keys';
import { FORM_BODY } from './openapi-schema';
import { failureAnswers, retryKeyHeaders, withExamples } from './route-documentation';
import { AppError, forbidden } from './errors';
import { requestLanguage } from './language';
import { zodMessagesOf } from './messages';
import { requireScope, type RouteContext, type Services } from './request-context';
import type { Scope } from './scope';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Shape = z.ZodObject<z.ZodRawShape>;
type Out<S> = S extends ZodType ? z.output<S> : undefined;

/** A call of the API: path, the permission it needs, its schemas and a handler of a few lines. */
export interface RouteDefinition<P = unknown, Q = unknown, B = unknown, R = unknown> {
  method: Method;
  url: string;
  /** The permission the route needs (any of a list); `public` for no sign-in, `0` for any signed-in user. */
  permission: RoutePermission | readonly RoutePermission[];
  summary: string;
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  response?: ZodType<R>;
  /** The three auth calls answer `{ token, refreshToken, user }` without the envelope (api-conventions). */
  raw?: boolean;
  /** Reachable while the user must change the password (auth/user, logout, ChangePassword). */
  allowDuringPasswordChange?: boolean;
  /** Never counted by the per-address rate limit (the health probes). */
  rateLimit?: false;
  /** Set by a multipart route: the body is parsed by the handler. */
  multipart?: boolean;
  /** JSON checked by `body`, or a multipart form (`form`) the handler reads. */
  acceptsForm?: boolean;
  /** The parts of a multipart body, for the OpenAPI document only. */
  form?: ZodType;
  /** The refusals the rules of `failureAnswers` do not imply, with what each means for this call. */
  refusals?: Refusals;
  /** Example requests, for the document. */
  examples?: readonly CallExample[];
  /** Other statuses answered with the answer schema (a pending payment's 202). */
  alsoAnswers?: Partial<Record<number, string>>;
  /** The handler sends a file of this media type itself (reply.send); refusals stay envelopes. */
  produces?: string;
  /** With `?format=csv` the handler sends this file itself; without it the answer is the JSON envelope. */
  alsoProduces?: string;
  status?: number;
  /** The group of the call in the API documentation. */
  tag?: string;
  /** The contract's name: the OpenAPI operationId. */
  operationId?: string;
  /** A retry under the same `Idempotency-Key` header answers the first result (platform/retry-keys.ts). */
  takesIdempotencyKey?: boolean;
  handler: (ctx: RouteContext<P, Q, B>) => Promise<R>;
}

export function defineRoute<
  PS extends Shape | undefined = undefined,
  QS extends Shape | undefined = undefined,
  BS extends ZodType | undefined = undefined,
  RS extends ZodType | undefined = undefined,
>(
  route: Omit<RouteDefinition, 'params' | 'query' | 'body' | 'response' | 'handler'> & {
    params?: PS;
    query?: QS;
    body?: BS;
    response?: RS;
    handler: (ctx: RouteContext<Out<PS>, Out<QS>, Out<BS>>) => Promise<Out<RS>>;
  },
): RouteDefinition {
  return route as unknown as RouteDefinition;
}

/** What the handler of a contract gets: the parsed input, the caller (never null on a signed-in call), the language. */
export type CallContext<C extends CallContract> = CallParsed<C> & {
  scope: IsPublicCall<C> extends true ? Scope | null : Scope;
  lang: Language;
  services: Services;
  request: RouteContext<unknown, unknown, unknown>['request'];
  reply: RouteContext<unknown, unknown, unknown>['reply'];
};

/** `{id}` (the spec's and OpenAPI's form) → `:id` (Fastify's); `{id?}` → an optional parameter. */
const routerPath = (path: string) => path.replace(/\{(\w+)(\?)?\}/g, ':$1$2');

/**
 * A route is a contract (its descriptor and its schemas function) bound to a handler of a few lines that calls the
 * service.
 */
export function bindCall<C extends CallContract>(
  call: C,
  schemasOf: () => NonNullable<C['schemas']>,
  handler: (ctx: CallContext<C>) => Promise<CallResponse<C>>,
): RouteDefinition {
  const isPublic = permissionsOf(call).includes(PUBLIC);
  const schemas = schemasOf();
  return {
    method: call.method,
    url: routerPath(call.path),
    permission: call.permission,
    summary: call.summary,
    params: schemas.params,
    query: schemas.query,
    body: schemas.body,
    response: schemas.response,
    raw: call.raw,
    multipart: call.multipart,
    acceptsForm: call.acceptsForm,
    form: schemas.form,
    refusals: call.refusals,
    alsoAnswers: call.alsoAnswers,
    examples: schemas.examples,
    produces: call.produces,
    alsoProduces: call.alsoProduces,
    status: call.status,
    allowDuringPasswordChange: call.allowDuringPasswordChange,
    rateLimit: call.rateLimit,
    operationId: call.name,
    takesIdempotencyKey: call.takesIdempotencyKey,
    handler: (ctx) =>
      handler({
        ...ctx,
        scope: isPublic ? ctx.scope : requireScope(ctx.scope),
        lang: requestLanguage(ctx.request),
      } as CallContext<C>),
  } as RouteDefinition;
}

/** Puts a domain's calls under one heading of the API documentation. */
export const tagged = (tag: string, routes: readonly RouteDefinition[]): RouteDefinition[] =>
  routes.map((route) => ({ ...route, tag }));

export const permissionsOf = (route: Pick<RouteDefinition, 'permission'>): readonly RoutePermission[] =>
  typeof route.permission === 'string' ? [route.permission] : route.permission;

/** zod issues → envelope field errors; the key is the field path, as the web forms name them. */
export function fieldErrors(issues: z.core.$ZodIssue[], prefix?: string): ErrorMessage[] {
  return issues.map((issue) => ({
    key: issue.path.length > 0 ? issue.path.join('.') : (prefix ?? 'body'),
    value: issue.message,
  }));
}

/** Query keys are matched to the schema case-insensitively (`PageNo` and `pageNo` are one parameter). */
function normaliseQueryKeys(query: unknown, schema: ZodType | undefined): unknown {
  if (!schema || !(schema instanceof z.ZodObject) || typeof query !== 'object' || query === null)
    return query;
  const keys = new Map(Object.keys(schema.shape).map((k) => [k.toLowerCase(), k]));
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [keys.get(k.toLowerCase()) ?? k, v]));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text no screen can produce and PostgreSQL cannot store (a NUL byte, half of a surrogate pair) is refused at the
 * edge with the field's name, before any schema or query sees it.
 */
function unsafeTextIssues(
  value: unknown,
  path: string,
  label: string,
  issues: ErrorMessage[],
  depth = 0,
): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || LONE_SURROGATE.test(value))
      issues.push({
        key: path || label,
        value: 'Contains characters that are not allowed (NUL or broken Unicode)',
      });
  } else if (typeof value === 'object' && value !== null && depth < 20) {
    for (const [name, item] of Object.entries(value)) {
      const inner = path ? `${path}.${name}` : name;
      unsafeTextIssues(name, inner, label, issues, depth + 1);
      unsafeTextIssues(item, inner, label, issues, depth + 1);
    }
  }
}

function parseInput(
  route: RouteDefinition,
  raw: { params: unknown; query: unknown; body: unknown },
  language: Language,
  /** The body is a multipart form, read by the handler. */
  isForm: boolean,
) {
  const issues: ErrorMessage[] = [];
  unsafeTextIssues(raw.params, '', 'params', issues);
  unsafeTextIssues(raw.query, '', 'query', issues);
  if (!isForm) unsafeTextIssues(raw.body, '', 'body', issues);
  if (issues.length > 0) throw new AppError('VALIDATION', 'Some fields are not valid', issues);
  const parse = (schema: ZodType | undefined, value: unknown, label: string) => {
    if (!schema) return value;
    const result = schema.safeParse(value ?? (label === 'body' ? undefined : {}), zodMessagesOf(language));
    if (result.success) return result.data;
    issues.push(...fieldErrors(result.error.issues, label));
    return undefined;
  };
  const params = parse(route.params, raw.params, 'params');
  const query = parse(route.query, normaliseQueryKeys(raw.query, route.query), 'query');
  const body = isForm ? raw.body : parse(route.body, raw.body, 'body');
  if (issues.length > 0) throw new AppError('VALIDATION', 'Some fields are not valid', issues);
  return { params, query, body };
}

async function scopeFor(
  services: Services,
  route: RouteDefinition,
  request: Parameters<typeof bearerToken>[0],
) {
  const required = permissionsOf(route);
  if (required.includes(PUBLIC)) {
    // A public read still knows a signed-in caller (prices with the customer's discount), but never fails for a bad token.
    if (!bearerToken(request)) return null;
    return authenticate(services, request, { allowPasswordChange: true }).catch(() => null);
  }
  const scope = await authenticate(services, request, {
    allowPasswordChange: route.allowDuringPasswordChange === true,
  });
  if (!required.some((p) => scope.permissions.has(p))) throw forbidden();
  return scope;
}

export interface RegisterOptions {
  services: Services;
  /** Tests check every response against its declared schema. */
  validateResponses: boolean;
}

export function registerRoutes(
  app: FastifyInstance,
  routes: readonly RouteDefinition[],
  options: RegisterOptions,
): void {
  for (const route of routes) {
    const responseSchema = route.response ?? z.unknown();
    const successAnswer = route.produces
      ? {
          description: 'The document',
          // Bytes of no one type are served with the file's own media type (a PNG, a PDF...).
          content: {
            [route.produces === 'application/octet-stream' ? '*/*' : route.produces]: {
              schema: responseSchema,
            },
          },
        }
      : route.alsoProduces
        ? {
            description: `The report as JSON, or with ?format=csv as a file (${route.alsoProduces})`,
            content: {
              'application/json': { schema: envelopeOf(responseSchema) },
              [route.alsoProduces]: { schema: z.string() },
            },
          }
        : route.raw
          ? responseSchema
          : envelopeOf(responseSchema);
    app.route({
      method: route.method,
      url: route.url,
      config: {
        permission: permissionsOf(route),
        ...(route.rateLimit === false ? { rateLimit: false } : {}),
      },
      schema: {
        summary: route.summary,
        ...(route.operationId ? { operationId: route.operationId } : {}),
        ...(route.tag ? { tags: [route.tag] } : {}),
        ...(route.params ? { params: withExamples(route.params, route.examples, 'params') } : {}),
        ...(route.query ? { querystring: withExamples(route.query, route.examples, 'query') } : {}),
        ...(route.takesIdempotencyKey ? { headers: retryKeyHeaders } : {}),
        ...(route.body && !route.multipart ? { body: withExamples(route.body, route.examples, 'body') } : {}),
        // A multipart body is read by its handler; its parts are documented (validation is off: see app.ts).
        ...(route.multipart && route.form ? { body: route.form, consumes: ['multipart/form-data'] } : {}),
        // JSON or a form: the document shows both (platform/openapi-schema.ts).
        ...(route.acceptsForm && route.form ? { [FORM_BODY]: route.form } : {}),
        // The document's default is the bearer token; a public call says it needs none.
        ...(permissionsOf(route).includes(PUBLIC) ? { security: [] } : {}),
        response: {
          [route.status ?? 200]: successAnswer,
          ...failureAnswers({ ...route, isPublic: permissionsOf(route).includes(PUBLIC) }),
          ...Object.fromEntries(
            Object.entries(route.alsoAnswers ?? {}).map(([status, description]) => [
              status,
              'content' in successAnswer
                ? { ...successAnswer, description }
                : successAnswer.describe(description ?? ''),
            ]),
          ),
        },
      },
      handler: async (request, reply) => {
        const scope: Scope | null = await scopeFor(options.services, route, request);
        const isForm = route.multipart === true || (route.acceptsForm === true && request.isMultipart());
        const input = parseInput(
          route,
          { params: request.params, query: request.query, body: request.body },
          requestLanguage(request),
          isForm,
        );
        const key = route.takesIdempotencyKey ? retryKeyOf(request) : null;
        const run = () => route.handler({ ...input, scope, services: options.services, request, reply });
        let value: unknown;
        if (key) {
          const call = `${route.method} ${route.url}`;
          const once = await answerOnce(
            options.services.db,
            { request, scope, key, call, multipart: isForm },
            run,
          );
          if (once.replayed) void reply.header('idempotent-replayed', 'true');
          value = once.value;
        } else value = await run();
        // A file (a PDF, or the CSV a `?format=csv` asked for) was handed to the reply by the handler.
        if (route.produces || reply.sent) return reply;
        if (options.validateResponses && route.response) {
          const checked = route.response.safeParse(value);
          if (!checked.success) {
            throw new Error(
              `${route.method} ${route.url} answered a value outside its schema: ${checked.error.message}`,
            );
          }
        }
        if (route.status) reply.status(route.status);
        return route.raw ? value : envelope(value ?? null);
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route states the permission it needs (code-style habit 6). */
    permission?: readonly string[];
  }
}
