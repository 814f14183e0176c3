import { Anchor, Box, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Columns } from '../components/columns';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { ErrorPage } from '../components/error-page';
import { Icon, type IconName } from '../components/icon';
import type { FrontendData } from '../layouts/frontend';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { pageMeta } from '../lib/page-meta';
import { homePathFor } from '../lib/session/access';
import { useSession } from '../lib/session/session';

export const meta: Route.MetaFunction = ({ location, error, matches }) => {
  const layout = matches.find((match) => match?.id === 'layout.frontend')?.loaderData as
    FrontendData | undefined;
  return pageMeta({ location, error, title: layout?.company?.name });
};

/** What the portal offers (spec §1), each pointing at where it happens. */
const OFFERS: { icon: IconName; key: string }[] = [
  { icon: 'book', key: 'catalogue' },
  { icon: 'pencil', key: 'customOrders' },
  { icon: 'clipboard', key: 'tracking' },
  { icon: 'fileText', key: 'invoices' },
];

/** The storefront landing page: the company, the catalogue's categories and the way in (spec §2 '/'). */
export default function Home() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { user } = useSession();
  const layout = useRouteLoaderData<FrontendData>('layout.frontend');
  const company = layout?.company ?? null;
  const categories = (layout?.categories ?? []).filter((c) => (c.parentID ?? c.parentId ?? null) === null);

  return (
    <>
      <Box bg="brand.0" py={{ base: 48, sm: 80 }}>
        <Container size="xl">
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 32, sm: 44 }} c="brand.8" lh={1.15}>
              {company?.name ?? t('app.name')}
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }}>{t('home.tagline')}</Text>
            <Group gap="sm">
              {user ? (
                <Button
                  size="md"
                  component={Link}
                  to={localize(homePathFor(user))}
                  data-testid="home-backoffice"
                >
                  {t('home.openBackoffice')}
                </Button>
              ) : (
                <Button size="md" component={Link} to={localize('/login')} data-testid="home-sign-in">
                  {t('home.signIn')}
                </Button>
              )}
              <Button size="md" variant="default" component={Link} to={localize('/catalogue')}>
                {t('home.browseCatalogue')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py={{ base: 'xl', sm: 56 }}>
        <Title order={2} mb="lg">
          {t('home.offersTitle')}
        </Title>
        <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {OFFERS.map((offer) => (
            <Card key={offer.key} withBorder padding="lg" radius="md">
              <ThemeIcon size={44} radius="md" variant="light" mb="md">
                <Icon name={offer.icon} size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {t(`home.offers.${offer.key}.title`)}
              </Title>
              <Text size="sm">{t(`home.offers.${offer.key}.text`)}</Text>
            </Card>
          ))}
        </Columns>

        {categories.length > 0 && (
          <>
            <Title order={2} mt={56} mb="lg">
              {t('home.categoriesTitle')}
            </Title>
            <Group gap="sm">
              {categories.map((category) => (
                <Button
                  key={category.id}
                  component={Link}
                  to={localize(`/catalogue/${encodeURIComponent(category.code)}`)}
                  variant="light"
                >
                  {category.name}
                </Button>
              ))}
            </Group>
          </>
        )}

        {company && (company.email || company.phone) && (
          <Card withBorder mt={56} padding="lg" radius="md" bg="secondary.0">
            <Title order={2} fz="xl" mb="xs">
              {t('home.contactTitle')}
            </Title>
            <Text mb="sm">{t('home.contactText', { name: company.name })}</Text>
            <Group gap="lg">
              {company.phone && (
                <Anchor href={`tel:${company.phone.replace(/\s+/g, '')}`} fw={600}>
                  {company.phone}
                </Anchor>
              )}
              {company.email && (
                <Anchor href={`mailto:${company.email}`} fw={600}>
                  {company.email}
                </Anchor>
              )}
              <Anchor component={Link} to={localize('/contact-us')} fw={600}>
                {t('pages.storefront.contactUs')}
              </Anchor>
            </Group>
          </Card>
        )}
      </Container>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
