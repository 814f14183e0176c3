import { queryOptions } from '@tanstack/react-query';
import type { CallContract, CallInput } from '@portal/shared/platform/contract';
import type { ApiClient } from './api';
import { api } from './browser-api';

/**
 * The query key of a call: its domain, its name and its input. One endpoint has one cache whichever feature asks for
 * it, and a domain's writes invalidate `[domain]`.
 */
export const callKey = <C extends CallContract>(call: C, input?: CallInput<C>) =>
  input === undefined ? ([call.domain, call.name] as const) : ([call.domain, call.name, input] as const);

/** Everything cached for a domain (invalidated after its writes). */
export const domainKey = (domain: string) => [domain] as const;

/** React Query options of a read: the key from the call and its input, the fetch through `send`. */
export const callQuery = <C extends CallContract>(call: C, input: CallInput<C>, client: ApiClient = api) =>
  queryOptions({
    queryKey: callKey(call, input),
    queryFn: ({ signal }) => client.send(call, input, { signal }),
  });
