import { Container } from '@mantine/core';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/contact-us';
import type { RootData } from '../root';
import { ErrorPage } from '../components/error-page';
import { PageHeader } from '../components/page-header';
import { ContactForm } from '../features/contact/public/contact-form';
import { ContentPage } from '../features/cms/public/content-page';

// The page's text comes from the CMS like the other storefront pages (server-rendered, with its SEO tags).
export { loader, meta } from './storefront-page';

/** /contact-us (spec §1 "contact us"): the workshop's contact text written in the CMS, then the form to staff. */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootData>('root');
  const form = <ContactForm captcha={root?.captcha ?? { siteKey: null, version: null }} />;
  if (loaderData) return <ContentPage data={loaderData}>{form}</ContentPage>;
  return (
    <Container size="md" py="xl">
      <PageHeader />
      {form}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
