import type { AuthUser } from '@portal/shared';
import { createApiClient } from './api';
import { browserTokenStore } from './auth/tokens';
import { showApiError } from './feedback';
import { langFromPath } from './i18n/paths';
import { trackRequest } from './request-tracker';

export interface SessionListener {
  onSessionEnd(reason: 'expired' | 'blocked'): void;
  onRefreshed(user: AuthUser): void;
}

let listener: SessionListener | null = null;

/** The app shell registers how a session end or a refresh changes the UI (navigation, cached user). */
export function setSessionListener(next: SessionListener | null): void {
  listener = next;
}

/** The browser's API client: same-origin relative /api URLs, the auth cookie's tokens, error toasts. */
export const api = createApiClient({
  baseUrl: '',
  tokens: browserTokenStore,
  language: () => (typeof window === 'undefined' ? 'en' : langFromPath(window.location.pathname)),
  onError: showApiError,
  onSessionEnd: (reason) => listener?.onSessionEnd(reason),
  onRefreshed: (user) => listener?.onRefreshed(user),
  onRequest: trackRequest,
});
