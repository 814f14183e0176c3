import { useCallback } from 'react';
import { useSubmit } from 'react-router';
import { useLocalizePath } from '../i18n/use-lang';

/**
 * Signing out is a POST to /logout: a link or an image on another site cannot end the session, as a GET
 * would let it.
 */
export function useSignOut(): () => void {
  const submit = useSubmit();
  const localize = useLocalizePath();
  return useCallback(
    () => void submit(null, { method: 'post', action: localize('/logout') }),
    [submit, localize],
  );
}
