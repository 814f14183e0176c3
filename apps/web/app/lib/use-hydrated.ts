import { type ReactNode, type RefObject, useEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False during server rendering and hydration, true afterwards: for output that depends on the browser (its clock and
 * time zone) and would otherwise differ from the server's HTML. The component that asks renders again, at once and in
 * one piece, right after hydration: ask in a small component (AfterHydration), never in a whole page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Its children in the browser once the page has hydrated; nothing on the server (only this component renders again). */
export function AfterHydration({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}

/**
 * A ref that marks its element `data-hydrated` once the page answers clicks (browser tests wait for it). The attribute
 * is set on the element itself: a state change would render the whole page a second time right after hydrating it
 * (80 ms of a phone's main thread on the catalogue).
 */
export function useHydratedMark<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-hydrated', 'true');
  }, []);
  return ref;
}
