import type { AuthTokensResponse, ErrorMessage } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import {
  fillPath,
  type CallContract,
  type CallInput,
  type CallResponse,
} from '@portal/shared/platform/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

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

/** A call's input as a test writes it: a part whose fields are all optional (a query of filters) may be left out. */
export type SendInput<C extends CallContract> = OptionalWhenEmpty<CallInput<C>>;
type OptionalWhenEmpty<T> = { [K in keyof T as Record<never, never> extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as Record<never, never> extends T[K] ? K : never]?: T[K];
};

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
 * as a demo account once per app. The spec's literal paths are checked once, in `spec-paths.test.ts`.
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
    if (call.multipart)
      throw new Error(`${call.name} takes a multipart form: send it with a form of its own`);
    const given = input as unknown as {
      params?: Record<string, unknown>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    };
    const headers: Record<string, string> = { ...options.headers };
    if (options.language) headers['accept-language'] = options.language;
    if (options.as !== 'anonymous')
      headers.authorization = `Bearer ${typeof options.as === 'string' ? await signIn(options.as) : options.as.token}`;
    const url = `/api${fillPath(call.path, given.params)}${queryString(given.query)}`;
    const response = await app.inject({
      method: call.method,
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
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
