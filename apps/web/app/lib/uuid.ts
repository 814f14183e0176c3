/**
 * A version 4 UUID from 16 random bytes. `crypto.randomUUID` exists only on secure origins (https, localhost); a
 * portal opened over plain http on a LAN address still needs a cart, and `getRandomValues` works everywhere.
 */
export function uuidFromRandomBytes(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new Error('A UUID needs 16 random bytes');
  const b = Uint8Array.from(bytes);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A random version 4 UUID: a cart session's id, or the idempotency key of one attempt at a write. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return uuidFromRandomBytes(crypto.getRandomValues(new Uint8Array(16)));
}
