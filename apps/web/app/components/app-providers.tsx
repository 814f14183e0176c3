import 'dayjs/locale/fr';

import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { TIMING } from '@portal/shared/constants/index';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '../pages';
import { ProgressBar } from './progress-bar';
import { SessionEvents } from './session-events';
import { getI18n } from '../lib/i18n/i18n';
import { getQueryClient } from '../lib/query-client';
import { type Session, sessionKey } from '../lib/session/session';
import { cssVariablesResolver, theme } from '../lib/theme';

/** Everything every page needs: data cache, language, theme, dates, toasts and the loading bar. */
export function AppProviders({
  lang,
  session,
  children,
}: {
  lang: Lang;
  session?: Session;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = getQueryClient();
    // The server's view of the session seeds the cache once; the browser keeps it current afterwards.
    if (session && client.getQueryData(sessionKey) === undefined) client.setQueryData(sessionKey, session);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={getI18n(lang)}>
        <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <DatesProvider settings={{ locale: lang }}>
            <ProgressBar />
            {/* spec §9: toasts at the bottom right for 3000 ms; Mantine pauses the timer while hovered. */}
            <Notifications position="bottom-right" autoClose={TIMING.toastDurationMs} />
            <SessionEvents />
            {children}
          </DatesProvider>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
