/**
 * spec §8: a failed chunk load (typically a new deployment replaced the hashed files) reloads the page, once per URL
 * and browser session so that a chunk that is really gone ends on the error page instead of a reload loop.
 */
const RELOADED_KEY = 'portal:chunk-reload';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** Reloads unless this URL was already reloaded for a chunk error; tells whether it did. */
export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === window.location.href) return false;
    sessionStorage.setItem(RELOADED_KEY, window.location.href);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
