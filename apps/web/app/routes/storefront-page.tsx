import { Container } from '@mantine/core';
import type { Route } from './+types/storefront-page';
import { ErrorPage } from '../components/error-page';
import { PageHeader } from '../components/page-header';
import { pageFrameLoaders } from '../lib/page-request';

/** The frame of a storefront page (spec §1) that a later issue fills: its title and breadcrumb. */
export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

export default function StorefrontPage() {
  return (
    <Container size="xl" py="xl">
      <PageHeader />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
