import { useSyncExternalStore } from 'react';
import { newUuid } from '../../lib/uuid';

/** spec §3 / §9: the cart's session id lives in browser local storage. */
export const CART_SESSION_STORAGE_KEY = 'portal.cartSessionId';

/**
 * Whose cart the stored id is: the signed-in owner (user, customer, acting staff member) it was given to by POST
 * /shoppingCart/mine, or nothing for a visitor's cart. Signing out forgets an owner's cart in this browser.
 */
export const CART_OWNER_STORAGE_KEY = 'portal.cartOwner';

/** Same-tab changes; other tabs are told by the browser's `storage` event. */
const CHANGE_EVENT = 'portal:cart-session-change';

/** Where the id lives when local storage is unavailable (blocked by the browser): for the life of the page only. */
let memoryId: string | null = null;
let memoryOwner: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const newCartSessionId = newUuid;

export function readCartSessionId(): string | null {
  const store = storage();
  if (!store) return memoryId;
  try {
    return store.getItem(CART_SESSION_STORAGE_KEY) ?? memoryId;
  } catch {
    return memoryId;
  }
}

/** The owner the stored cart was given to; null for a visitor's cart (or no cart). */
export function readCartOwner(): string | null {
  const store = storage();
  if (!store) return memoryOwner;
  try {
    return store.getItem(CART_OWNER_STORAGE_KEY) ?? memoryOwner;
  } catch {
    return memoryOwner;
  }
}

function writeCartSessionId(id: string | null, owner: string | null = null): void {
  memoryId = id;
  memoryOwner = owner;
  const store = storage();
  try {
    if (id) store?.setItem(CART_SESSION_STORAGE_KEY, id);
    else store?.removeItem(CART_SESSION_STORAGE_KEY);
    if (owner) store?.setItem(CART_OWNER_STORAGE_KEY, owner);
    else store?.removeItem(CART_OWNER_STORAGE_KEY);
  } catch {
    // Storage full or blocked: the in-memory id serves this page.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The exchange of this browser's cart for the signed-in user's own, while it runs (cart-follows-user.tsx). */
let following: Promise<unknown> = Promise.resolve();

export function followingCart(exchange: Promise<unknown>): void {
  following = exchange.catch(() => undefined);
}

/**
 * The id an add to cart goes to: once the exchange for the user's own cart is over, so that a piece added right after
 * signing in lands in the cart every device shows, not in the visitor cart being merged away.
 */
export async function cartSessionIdToFill(): Promise<string> {
  await following;
  return ensureCartSessionId();
}

/** The signed-in user's cart, the same on every device (POST /shoppingCart/mine), kept with its owner. */
export function adoptCartSessionId(id: string, owner: string): void {
  if (readCartSessionId() === id && readCartOwner() === owner) return;
  writeCartSessionId(id, owner);
}

/**
 * The stored id, or a new one stored now (the first add to cart starts the cart). A new cart keeps the owner it is
 * made for: the server gives a signed-in user's new cart to that user (merged into its one cart next time).
 */
export function ensureCartSessionId(): string {
  const current = readCartSessionId();
  if (current) return current;
  const id = newCartSessionId();
  writeCartSessionId(id, readCartOwner());
  return id;
}

/** A new id in place of one whose cart this user may not see (another customer's, left in this browser). */
export function replaceCartSessionId(): string {
  const id = newCartSessionId();
  writeCartSessionId(id, readCartOwner());
  return id;
}

/**
 * spec §4: after a successful submission the cart is cleared; the next add to cart starts a new one. On sign-out the
 * signed-in user's cart is forgotten in this browser (it stays on the server for the next sign-in).
 */
export function forgetCartSessionId(): void {
  writeCartSessionId(null);
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_SESSION_STORAGE_KEY || event.key === CART_OWNER_STORAGE_KEY)
      listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current cart session id; null on the server and when there is no cart yet. */
export function useCartSessionId(): string | null {
  return useSyncExternalStore(subscribe, readCartSessionId, () => null);
}
