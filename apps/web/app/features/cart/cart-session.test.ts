import { describe, expect, it } from 'vitest';
import {
  adoptCartSessionId,
  cartSessionIdToFill,
  ensureCartSessionId,
  followingCart,
  forgetCartSessionId,
  readCartOwner,
  readCartSessionId,
  uuidFromRandomBytes,
} from './cart-session';

describe('cart session ids', () => {
  it('makes a version 4 UUID from random bytes (for origins without crypto.randomUUID)', () => {
    const id = uuidFromRandomBytes(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidFromRandomBytes(new Uint8Array(16).fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('refuses too few bytes', () => {
    expect(() => uuidFromRandomBytes(new Uint8Array(8))).toThrow();
  });
});

describe('the cart of a signed-in user', () => {
  const mine = '3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69';

  it('keeps whose cart it is, until it is forgotten (sign-out)', () => {
    forgetCartSessionId();
    const visitors = ensureCartSessionId();
    expect(readCartOwner()).toBeNull();
    adoptCartSessionId(mine, '7:3:');
    expect([readCartSessionId(), readCartOwner()]).toEqual([mine, '7:3:']);
    expect(ensureCartSessionId()).toBe(mine);
    forgetCartSessionId();
    expect([readCartSessionId(), readCartOwner()]).toEqual([null, null]);
    expect(visitors).not.toBe(mine);
  });

  it('adds to the user’s own cart once the exchange for it is over', async () => {
    forgetCartSessionId();
    ensureCartSessionId();
    let answer!: () => void;
    followingCart(
      new Promise<void>((resolve) => (answer = resolve)).then(() => adoptCartSessionId(mine, '7:3:')),
    );
    const filled = cartSessionIdToFill();
    answer();
    expect(await filled).toBe(mine);
    forgetCartSessionId();
  });
});
