import { type MouseEvent, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** How a write changes the URL: pushed (a new history entry, as a tab is) or replacing the current one. */
export interface SearchWriteOptions {
  push?: boolean;
}

/**
 * A page's query parameters, and writes that build on the latest URL rather than on the last render's.
 *
 * React Router's `setSearchParams((current) => …)` hands `current` as the page last rendered it. A navigation commits
 * the URL first and renders the page afterwards (in a transition), and runs the page's loaders before either: a second
 * write in between (a tab clicked just after the debounced search was written, a row opened as the filtered list
 * arrives) built its URL from parameters that did not hold the first write yet, and replaced it: the job-order list
 * lost its search text on a tab switch. Here a write starts from the query this page last asked for while that
 * navigation is on its way, else from the address bar's (which the router sets before rendering).
 */
export function useLatestSearchParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  /** The query of the last navigation this page asked for, until a location (that one or another) has rendered. */
  const asked = useRef<string | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [key]);

  const latest = useCallback(
    () =>
      new URLSearchParams(
        asked.current ?? (typeof window === 'undefined' ? params.toString() : window.location.search),
      ),
    [params],
  );

  const write = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, { push = false }: SearchWriteOptions = {}) => {
      const next = change(latest()).toString();
      asked.current = `?${next}`;
      void navigate(`?${next}`, { replace: !push, preventScrollReset: true });
    },
    [latest, navigate],
  );

  /**
   * A link's click that writes the URL from the latest parameters: the link's `href` (from the render) stays for
   * opening it in a new tab or window, which the browser does itself.
   */
  const followLink = useCallback(
    (event: MouseEvent<HTMLElement>, change: (current: URLSearchParams) => URLSearchParams) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      write(change, { push: true });
    },
    [write],
  );

  return { params, write, followLink };
}
