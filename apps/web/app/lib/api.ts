import type { AuthTokensResponse, AuthUser, Envelope, ErrorMessage } from '@portal/shared';
import { refreshToken as refreshTokenCall } from '@portal/shared/auth/refresh-token';
import {
  type CallContract,
  type CallInput,
  type CallResponse,
  fillPath,
} from '@portal/shared/platform/contract';
import type { Lang } from '../pages';

/** The pair the auth calls hand out (spec §7). */
export interface Tokens {
  token: string;
  refreshToken: string;
}

export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens | null): void;
}

/** Every failed call: the HTTP status (0 when the network failed) and the envelope's messages (api-conventions). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorMessages: ErrorMessage[],
    readonly serverErrors: string[],
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  hasKey(key: string): boolean {
    return this.errorMessages.some((m) => m.key === key);
  }

  /** 403 with key 'blocked': the account is blocked (spec §5 Access). */
  get isBlocked(): boolean {
    return this.status === 403 && this.hasKey('blocked');
  }

  get mustChangePassword(): boolean {
    return this.status === 403 && this.hasKey('mustChangePassword');
  }

  /** The messages a person should read: field and server errors of the envelope. */
  get userMessages(): string[] {
    return [...this.errorMessages.map((m) => m.value), ...this.serverErrors].filter((m) => m.trim() !== '');
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a FormData is sent as multipart/form-data (uploads) with the boundary the browser sets. */
  body?: unknown;
  /** No bearer token and no refresh (sign-in, refresh). */
  anonymous?: boolean;
  /** The success body is not an envelope (portal-login, refreshtoken, switchUser, switchCustomer). */
  raw?: boolean;
  /** The caller shows or ignores the error itself: no toast (forms, background counters). */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * The language names are answered in, instead of the page's: the back-office editors read a category in English and
   * in French to edit both names.
   */
  language?: Lang;
  /** The success answer is a file of this media type (a PDF, a CSV), read as a Blob; a refusal is still the envelope. */
  file?: 'application/pdf' | 'application/octet-stream' | 'text/csv';
  /**
   * One attempt at a write that creates something (contracts with `takesIdempotencyKey`): sent again with the same
   * key (a retry after a lost answer), the server answers the first result instead of creating it twice.
   */
  idempotencyKey?: string;
}

export interface ApiClientConfig {
  /** '' in the browser (same origin, relative /api URLs); the request's origin during server rendering. */
  baseUrl: string;
  tokens: TokenStore;
  language: () => Lang;
  fetch?: typeof fetch;
  /** Shows an error to the user (the browser toasts envelope errors; spec §8). */
  onError?: (error: ApiError) => void;
  /** The refresh failed (session over) or the account is blocked. */
  onSessionEnd?: (reason: 'expired' | 'blocked') => void;
  /** A refresh handed out a new pair and the current user. */
  onRefreshed?: (user: AuthUser) => void;
  /** Called when a request starts; the returned function when it ends (progress bar). */
  onRequest?: (url: string) => () => void;
}

/** How a call is made beyond its contract: no toast, a signal, another language. */
export type SendOptions = Pick<
  RequestOptions,
  'silent' | 'signal' | 'language' | 'anonymous' | 'idempotencyKey'
>;

export interface ApiClient {
  /** One call of the API by its contract: the path filled from the input, the answer typed by the contract. */
  send<C extends CallContract>(call: C, input: CallInput<C>, options?: SendOptions): Promise<CallResponse<C>>;
  /** A call whose contract `produces` a file (a PDF): the file's bytes; a refusal throws ApiError as `send` does. */
  sendForFile<C extends CallContract>(call: C, input: CallInput<C>, options?: SendOptions): Promise<Blob>;
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'hasErrors' in body && 'errorMessages' in body;
}

function toApiError(status: number, body: unknown, fallback: string): ApiError {
  if (isEnvelope(body)) {
    return new ApiError(status, body.errorMessages ?? [], body.apiMessages?.serverErrors ?? [], fallback);
  }
  return new ApiError(status, [], [], fallback);
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  let refreshing: Promise<Tokens | null> | null = null;

  function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = {
      accept: options.file ? `${options.file}, application/json` : 'application/json',
      'accept-language': options.language ?? config.language(),
    };
    const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    return doFetch(config.baseUrl + withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  }

  /** One refresh at a time: parallel 401s share it (the API also has a 30 s grace window for other tabs). */
  function refresh(used: Tokens): Promise<Tokens | null> {
    refreshing ??= (async () => {
      try {
        const response = await send(
          `/api${refreshTokenCall.path}`,
          { method: refreshTokenCall.method, body: { refreshToken: used.refreshToken } },
          null,
        );
        if (!response.ok) return null;
        const body = (await response.json()) as AuthTokensResponse;
        const tokens = { token: body.token, refreshToken: body.refreshToken };
        config.tokens.set(tokens);
        config.onRefreshed?.(body.user);
        return tokens;
      } catch {
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function read<T>(response: Response, options: RequestOptions): Promise<T> {
    if (options.file && response.ok) return (await response.blob()) as T;
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    if (!response.ok || (isEnvelope(body) && body.hasErrors)) {
      throw toApiError(response.status, body, `HTTP ${response.status}`);
    }
    if (options.raw || !isEnvelope(body)) return body as T;
    return body.value as T;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const done = config.onRequest?.(path);
    try {
      const tokens = options.anonymous ? null : config.tokens.get();
      let response = await send(path, options, tokens?.token ?? null);
      if (response.status === 401 && tokens) {
        // Refresh once on 401, then retry once (spec §7 Authentication). Another tab may already have rotated the pair.
        const latest = config.tokens.get();
        const renewed = latest && latest.token !== tokens.token ? latest : await refresh(latest ?? tokens);
        if (renewed) {
          response = await send(path, options, renewed.token);
        }
        if (!renewed || response.status === 401) {
          config.tokens.set(null);
          config.onSessionEnd?.('expired');
        }
      }
      return await read<T>(response, options);
    } catch (caught) {
      const error =
        caught instanceof ApiError
          ? caught
          : new ApiError(0, [], [], caught instanceof Error ? caught.message : String(caught));
      // A blocked account's session ends; a blocked sign-in attempt is the sign-in form's business.
      if (error.isBlocked && !options.anonymous) config.onSessionEnd?.('blocked');
      if (!options.silent && !(caught instanceof DOMException && caught.name === 'AbortError')) {
        config.onError?.(error);
      }
      throw error;
    } finally {
      done?.();
    }
  }

  /** A call by its contract: the path filled from the input, the query and the body as the contract says. */
  function sendCall<T, C extends CallContract>(
    call: C,
    input: CallInput<C>,
    options: RequestOptions,
  ): Promise<T> {
    const given = input as {
      params?: Record<string, unknown>;
      query?: RequestOptions['query'];
      body?: unknown;
    };
    return request<T>(`/api${fillPath(call.path, given.params)}`, {
      ...options,
      method: call.method,
      query: given.query,
      body: given.body ?? (call.method === 'GET' ? undefined : {}),
      raw: call.raw,
    });
  }

  return {
    send: <C extends CallContract>(call: C, input: CallInput<C>, options: SendOptions = {}) =>
      sendCall<CallResponse<C>, C>(call, input, options),
    sendForFile: <C extends CallContract>(call: C, input: CallInput<C>, options: SendOptions = {}) =>
      sendCall<Blob, C>(call, input, {
        ...options,
        file: call.produces ?? call.alsoProduces ?? 'application/pdf',
      }),
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body: body ?? {} }),
  };
}
