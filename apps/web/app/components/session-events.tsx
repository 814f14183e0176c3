import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setSessionListener } from '../lib/browser-api';
import { notifyInfo } from '../lib/feedback';
import { useLang } from '../lib/i18n/use-lang';
import { localizePath } from '../lib/i18n/paths';
import { translator } from '../lib/i18n/i18n';
import { findPage } from '../lib/session/access';
import { ANONYMOUS, sessionKey, setSessionUser } from '../lib/session/session';

/**
 * Reacts to what the API client learns on its own: a refresh that failed (the session is over: back to the landing
 * page, spec §5), a blocked account (to /blocked) and a refresh that brought a fresher user.
 */
export function SessionEvents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLang();

  useEffect(() => {
    setSessionListener({
      onSessionEnd(reason) {
        if (reason === 'blocked') {
          queryClient.setQueryData(sessionKey, { user: null, blocked: true });
          void navigate(localizePath('/blocked', lang));
          return;
        }
        const wasSignedIn = queryClient.getQueryData<{ user: unknown }>(sessionKey)?.user;
        queryClient.setQueryData(sessionKey, ANONYMOUS);
        if (!wasSignedIn) return;
        notifyInfo(translator(lang)('auth.sessionEnded'));
        // Only a guarded page has to be left (spec §5: not signed in → /); a storefront page stays.
        if (findPage(window.location.pathname)?.page.authority !== 'public') {
          void navigate(localizePath('/', lang));
        }
      },
      onRefreshed(user) {
        setSessionUser(queryClient, user);
      },
    });
    return () => setSessionListener(null);
  }, [queryClient, navigate, lang]);

  return null;
}
