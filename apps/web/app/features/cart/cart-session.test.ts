import { describe, expect, it } from 'vitest';
import {
  adoptCartSessionId,
  cartSessionIdToFill,
  ensureCartSessionId,
  followingCart,
  forgetCartSessionId,
  readCartOwner,
  readCartSessionId,
} from './cart-session';

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
