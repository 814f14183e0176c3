import type { Route } from './+types/page-frame';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { pageFrameLoaders } from '../../lib/page-request';

/** The frame of a back-office page that a later issue fills: title and breadcrumb from the page definition. */
export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

export default function PageFrame() {
  return <PageHeader />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
