import '../styles/dev-help.css';
import { Container } from '@mantine/core';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/dev-help';
import type { RootData } from '../root';
import { ErrorPage } from '../components/error-page';
import { PageHeader } from '../components/page-header';
import { hasPermission } from '@portal/shared/auth/permission-check';
import { getDemoOutbox, OUTBOX_PERMISSION } from '../features/system/public/get-demo-outbox';
import { getDevInfo } from '../features/system/public/get-dev-info';
import { getHealth } from '../features/system/public/get-health';
import { DevHelp } from '../features/system/public/dev-help';
import { sessionContext } from '../lib/session/context';

export async function loader({ context }: Route.LoaderArgs) {
  const { api, getSession } = context.get(sessionContext);
  const [info, health, session] = await Promise.all([
    getDevInfo(api).catch(() => null),
    getHealth(api).catch(() => null),
    getSession(),
  ]);
  // The outbox only for a signed-in administrator of a demo install: its mails may hold generated passwords.
  const outbox =
    info?.demoData && hasPermission(session.user?.permissions, OUTBOX_PERMISSION)
      ? await getDemoOutbox(api).catch(() => null)
      : null;
  return { info, health, outbox };
}

export default function DevHelpPage({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  return (
    <Container size="xl" py="xl">
      <PageHeader />
      <DevHelp
        info={loaderData.info}
        health={loaderData.health}
        outbox={loaderData.outbox}
        captcha={root?.captcha ?? { siteKey: null, version: null }}
      />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
