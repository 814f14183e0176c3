import { createContext } from 'react-router';
import type { ApiClient } from '../api';
import type { Session } from './session';

/** What the session middleware hands to guards and loaders, on the server and in the browser alike. */
export interface SessionAccess {
  /** Resolved at most once per request (server) or from the cache (browser). */
  getSession(): Promise<Session>;
  /** The API client of this request: absolute URLs and the cookie's tokens on the server. */
  api: ApiClient;
  /** Signs out: revokes the session at the API and clears the auth cookie. */
  endSession(): Promise<void>;
}

export const sessionContext = createContext<SessionAccess>();
