import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ProgressBar } from './progress-bar';
import { SessionEvents } from './session-events';
import { Toasts } from './toasts';
import { getQueryClient } from '../lib/query-client';
import { type Session, sessionKey } from '../lib/session/session';
import { cssVariablesResolver, theme } from '../lib/theme';

/** Everything every page needs: data cache, theme, toasts and the loading bar. */
export function AppProviders({ session, children }: { session?: Session; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = getQueryClient();
    // The server's view of the session seeds the cache once; the browser keeps it current afterwards.
    if (session && client.getQueryData(sessionKey) === undefined) client.setQueryData(sessionKey, session);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <ProgressBar />
        <Toasts />
        <SessionEvents />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
