import { useSyncExternalStore } from 'react';

/** spec §9: the remembered user (the e-mail of "remember me") is kept in browser storage. */
const REMEMBERED_USER_KEY = 'portal.rememberedUser';

export function rememberUser(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(REMEMBERED_USER_KEY, email);
    else window.localStorage.removeItem(REMEMBERED_USER_KEY);
  } catch {
    // Storage disabled: nothing to remember.
  }
}

function readRememberedUser(): string | null {
  try {
    return window.localStorage.getItem(REMEMBERED_USER_KEY);
  } catch {
    return null;
  }
}

const subscribe = (listener: () => void) => {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
};

/** The remembered e-mail; null during server rendering and hydration, so both render the same form. */
export function useRememberedUser(): string | null {
  return useSyncExternalStore(subscribe, readRememberedUser, () => null);
}
