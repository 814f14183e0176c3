/**
 * Counts the API requests in flight for the progress bar. spec §7: no loading bar for requests whose URL includes
 * Dashboard (routes are case-insensitive, so neither is the check).
 */
let active = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function isTrackedUrl(url: string): boolean {
  return !url.toLowerCase().includes('dashboard');
}

export function trackRequest(url: string): () => void {
  if (!isTrackedUrl(url)) return () => undefined;
  active += 1;
  emit();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    active -= 1;
    emit();
  };
}

export const requestTracker = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  activeCount: () => active,
};
