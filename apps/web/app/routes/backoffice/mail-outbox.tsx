import type { Route } from './+types/mail-outbox';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { MailOutbox } from '../../features/system/public/mail-outbox';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/mail-outbox (staff): the mail the portal sends, its delivery and failures, and "Send again"
 * (docs/operations.md "Mail delivery").
 */
export default function MailOutboxPage() {
  return (
    <>
      <PageHeader />
      <MailOutbox />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
