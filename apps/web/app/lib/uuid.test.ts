import { describe, expect, it } from 'vitest';
import { uuidFromRandomBytes } from './uuid';

describe('random ids', () => {
  it('makes a version 4 UUID from random bytes (for origins without crypto.randomUUID)', () => {
    const id = uuidFromRandomBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidFromRandomBytes(new Uint8Array(16).fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('refuses too few bytes', () => {
    expect(() => uuidFromRandomBytes(new Uint8Array(8))).toThrow();
  });
});
