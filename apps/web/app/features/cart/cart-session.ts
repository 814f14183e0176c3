/** spec §3 / §9: the cart's session id lives in browser local storage. */
export const CART_SESSION_STORAGE_KEY = 'portal.cartSessionId';

export function readCartSessionId(): string | null {
  try {
    return window.localStorage.getItem(CART_SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}
