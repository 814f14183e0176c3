import { createHash } from 'node:crypto';

/**
 * What every call taking an idempotency key keeps of the request made under it (docs/payments.md §4, after Stripe and
 * Square): the same request again answers the first result, another request under the key is a 409.
 */

/** Who asks: the same body from another user or for another customer is another request. */
export interface KeyCaller {
  userId: number;
  customerId: number;
}

/** JSON with object keys sorted at every level and undefined fields left out: one text per request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The hash kept with the result: the call's name, the caller and the canonical request. */
export const requestFingerprint = (call: string, caller: KeyCaller, request: unknown): string =>
  createHash('sha256')
    .update(canonicalJson({ call, userId: caller.userId, customerId: caller.customerId, request }))
    .digest('hex');
