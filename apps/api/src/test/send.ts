import type { AuthTokensResponse, ErrorMessage } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import {
  fillPath,
  type CallContract,
  type CallInput,
  type CallResponse,
} from '@portal/shared/platform/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { multipartBody, type FormFile } from './multipart';

/** The demo accounts a test may call as (apps/api/src/seed: demo-people). */
export const DEMO = {
  admin: { email: 'admin@demo.test', password: 'Demo#Admin1' },
  customer: { email: 'customer@demo.test', password: 'Demo#Customer1' },
  other: { email: 'other@demo.test', password: 'Demo#Customer2' },
  sales: { email: 'sales@demo.test', password: 'Demo#Sales1' },
  viewer: { email: 'viewer@demo.test', password: 'Demo#Viewer1' },
} as const;

/** Who makes a call: a demo account by its name, a signed-in session's access token, or nobody (signed out). */
export type Caller = keyof typeof DEMO | { token: string } | 'anonymous';

export interface SendOptions {
  as: Caller;
  /** `Accept-Language`: the language of names and messages. */
  language?: Language;
  /** Any other request header (an `Idempotency-Key`, a cookie). */
  headers?: Record<string, string>;
  /** The client's address, for the per-address limits. */
  remoteAddress?: string;
}

/** An answer to a call, read as its contract says. */
export interface Sent<C extends CallContract> {
  status: number;
  /** The answer's value (the envelope's `value`, or the raw body of the auth calls); throws on a refusal. */
  readonly value: CallResponse<C>;
  /** The refusal's messages by field (the envelope's `errorMessages`), empty on success. */
  readonly errorMessages: ErrorMessage[];
  /** The refusal's messages as a whole (the envelope's `apiMessages.serverErrors`), empty on success. */
  readonly serverErrors: string[];
  response: LightMyRequestResponse;
}

/**
 * A call's input as a test writes it: a part whose fields are all optional (a query of filters) may be left out. A
 * multipart call takes a `form` instead of its `body`: the fields of the contract's `form` schema, text as the strings
 * a browser sends and files as `FormFile`s (a list of files under one name), or, where the contract also takes JSON
 * (moveJobOrderStage, a job order's notes), a `body`. A call that takes JSON or a form (`acceptsForm`: the quick
 * order's lines or its CSV file) takes either too.
 */
export type SendInput<C extends CallContract> = C extends { multipart: true } | { acceptsForm: true }
  ? OptionalWhenEmpty<Omit<CallInput<C>, 'body'>> & ({ form: SendForm<C> } | { body: JsonBodyOf<C> })
  : OptionalWhenEmpty<CallInput<C>>;
type OptionalWhenEmpty<T> = { [K in keyof T as Record<never, never> extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as Record<never, never> extends T[K] ? K : never]?: T[K];
};

/**
 * The parts of a multipart call's form, named as its contract's `form` schema says. Any part may be left out, as a
 * browser's form may leave it: the server's refusal of a missing field or file is what such a test reads.
 */
export type SendForm<C extends CallContract> = {
  [K in keyof FormFieldsOf<C>]?: FormPart<FormFieldsOf<C>[K]>;
};
type FormFieldsOf<C> =
  C extends CallContract<infer S>
    ? S extends { form: infer F extends z.ZodType }
      ? z.input<F>
      : never
    : never;
type FormPart<T> = [NonNullable<T>] extends [File]
  ? FormFile
  : [NonNullable<T>] extends [readonly File[]]
    ? FormFile[]
    : string;
type JsonBodyOf<C extends CallContract> =
  CallInput<C> extends { body: infer B } ? Exclude<B, FormData> : never;

/**
 * An input the contract refuses (a missing field, a word for a flag, a code it does not know), sent as is: for a test
 * that the server, and not only the type, refuses it. Typed `never` so that it stands wherever the input wants
 * something else.
 */
export const invalidInput = (value: unknown): never => value as never;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** `?a=1&b=x`, leaving out what is not given, a list as its key repeated (as the web client sends it). */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The API's calls as a client makes them, typed by their contracts (docs/architecture.md "A call is the unit"): the
 * URL built from the contract's path and the input's params and query, the body sent as JSON, the caller signed in
 * as a demo account once per app. A multipart call's `form` is sent as multipart/form-data, its text fields first
 * and then its files, as a browser's form sends them. The spec's literal paths are checked once, in `spec-paths.test.ts`.
 */
export function contractClient(app: Pick<FastifyInstance, 'inject'>) {
  const tokens = new Map<keyof typeof DEMO, Promise<string>>();

  async function signIn(account: keyof typeof DEMO): Promise<string> {
    let token = tokens.get(account);
    if (!token) {
      token = app
        .inject({ method: 'POST', url: '/api/auth/portal-login', payload: DEMO[account] })
        .then((response) => {
          if (response.statusCode !== 200)
            throw new Error(`sign-in of ${account} failed: ${response.statusCode} ${response.body}`);
          return (response.json() as AuthTokensResponse).token;
        });
      tokens.set(account, token);
      token.catch(() => tokens.delete(account));
    }
    return token;
  }

  async function send<C extends CallContract>(
    call: C,
    input: SendInput<C>,
    options: SendOptions,
  ): Promise<Sent<C>> {
    const given = input as unknown as {
      params?: Record<string, unknown>;
      query?: Record<string, QueryValue>;
      body?: unknown;
      form?: Record<string, string | FormFile | FormFile[] | undefined>;
    };
    const form = given.form && formBody(given.form);
    const headers: Record<string, string> = { ...form?.headers, ...options.headers };
    if (options.language) headers['accept-language'] = options.language;
    if (options.as !== 'anonymous')
      headers.authorization = `Bearer ${typeof options.as === 'string' ? await signIn(options.as) : options.as.token}`;
    const url = `/api${fillPath(call.path, given.params)}${queryString(given.query)}`;
    const response = await app.inject({
      method: call.method,
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(form ? { payload: form.payload } : {}),
      ...(given.body === undefined ? {} : { payload: given.body as object }),
    });
    const json = (): Record<string, unknown> => {
      try {
        return response.json();
      } catch {
        return {};
      }
    };
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return {
      status: response.statusCode,
      response,
      get value() {
        if (!ok) throw new Error(`${call.method} ${url} answered ${response.statusCode}: ${response.body}`);
        return (call.raw ? json() : json().value) as CallResponse<C>;
      },
      get errorMessages() {
        return ok ? [] : ((json().errorMessages as ErrorMessage[] | undefined) ?? []);
      },
      get serverErrors() {
        return ok
          ? []
          : ((json().apiMessages as { serverErrors?: string[] } | undefined)?.serverErrors ?? []);
      },
    };
  }

  return send;
}

/** A form's text fields and files, as `multipartBody` sends them. */
function formBody(form: Record<string, string | FormFile | FormFile[] | undefined>) {
  const fields: Record<string, string> = {};
  const files: Record<string, FormFile | FormFile[]> = {};
  for (const [name, part] of Object.entries(form)) {
    if (typeof part === 'string') fields[name] = part;
    else if (part !== undefined) files[name] = part;
  }
  return multipartBody(fields, files);
}
