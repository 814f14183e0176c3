import type { AuthUser } from '@portal/shared';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryOptions } from '../../lib/session/session';
import { cartKeys } from './api/keys';
import {
  adoptCartSessionId,
  followingCart,
  forgetCartSessionId,
  readCartOwner,
  readCartSessionId,
} from './cart-session';

/** Whose cart a signed-in user fills: the user, its active customer and the staff member acting as it. */
export const cartOwnerOf = (user: AuthUser): string =>
  `${user.id}:${user.activeCustomer?.id ?? ''}:${user.impersonator?.id ?? ''}`;

/** The owner this page has already asked the server about: once per page load and owner. */
let askedFor: string | null = null;

/**
 * The cart follows the signed-in user to every device (docs/decisions.md "The cart follows the user"): when a user is
 * signed in (sign-in, a page opened, switch customer or user), this browser's cart is exchanged for the user's own,
 * the browser's visitor cart merged into it by the server; when nobody is, a cart a signed-in user left here is
 * forgotten (it stays on the server for the next sign-in) and a visitor's cart is kept.
 */
export function CartFollowsUser() {
  // Nothing is decided before the session is known (a page still loading it is not a signed-out one).
  const session = useQuery(sessionQueryOptions()).data;
  const queryClient = useQueryClient();
  const user = session?.user ?? null;
  const owner = user && hasPermission(user.permissions, 'CP_SHOPPING_CART:VIEW') ? cartOwnerOf(user) : null;
  const signedIn = session === undefined ? null : user !== null;

  useEffect(() => {
    if (signedIn === null) return;
    if (!signedIn) {
      askedFor = null;
      if (readCartOwner() !== null) forgetCartSessionId();
      return;
    }
    if (owner === null || askedFor === owner) return;
    askedFor = owner;
    // Loaded when needed: a visitor's pages carry none of it.
    const exchange = import('./api/open-my-cart').then(async ({ openMyCart }) => {
      const sent = readCartSessionId();
      let mine = await openMyCart(sent);
      // A cart started meanwhile without waiting (a re-order) is merged too, rather than left behind.
      const now = readCartSessionId();
      if (now !== null && now !== sent && now !== mine.sessionId) mine = await openMyCart(now);
      if (mine.sessionId) adoptCartSessionId(mine.sessionId, owner);
    });
    // An add to cart meanwhile waits for it (cart-session.ts).
    followingCart(exchange);
    void exchange
      .then(() => queryClient.invalidateQueries({ queryKey: cartKeys.all }))
      .catch(() => {
        // No answer: the browser keeps its cart; the next page load asks again.
        askedFor = null;
      });
  }, [signedIn, owner, queryClient]);

  return null;
}
