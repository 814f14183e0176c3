import { Anchor, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { ErrorPage } from '../components/error-page';
import { HomeBanner, HomeCards, SectionButton } from '../features/cms/public/home-sections';
import { type HomeCard, loadHomeSections } from '../features/cms/public/load-home-sections';
import type { FrontendData } from '../layouts/frontend';
import { langFromPath } from '../lib/i18n/paths';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { pageMeta } from '../lib/page-meta';
import { validatePageRequest } from '../lib/page-request';
import { homePathFor } from '../lib/session/access';
import { sessionContext } from '../lib/session/context';
import { useSession } from '../lib/session/session';

/** The sections staff wrote in the CMS (home-section, home-card), rendered on the server in the page's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  validatePageRequest(request);
  const { api } = context.get(sessionContext);
  return loadHomeSections(api, langFromPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ location, error, matches }) => {
  const layout = matches.find((match) => match?.id === 'layout.frontend')?.loaderData as
    FrontendData | undefined;
  return pageMeta({ location, matches, error, title: layout?.company?.name });
};

/** What the portal offers (spec §1): the cards shown while the CMS has none published. */
const OFFERS = [
  { icon: 'book', key: 'catalogue' },
  { icon: 'pencil', key: 'customOrders' },
  { icon: 'clipboard', key: 'tracking' },
  { icon: 'fileText', key: 'invoices' },
];

/**
 * The storefront landing page (spec §2 '/'): the hero, the cards and the banners that staff write in the CMS (the
 * built-in text where none is published), the catalogue's categories, and the way in.
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { user } = useSession();
  const layout = useRouteLoaderData<FrontendData>('layout.frontend');
  const company = layout?.company ?? null;
  const categories = (layout?.categories ?? []).filter((c) => (c.parentID ?? c.parentId ?? null) === null);
  const { sections, cards } = loaderData;
  const hero = sections.find((s) => s.layout === 'hero');
  const cardsSection = sections.find((s) => s.layout === 'cards');
  const shownCards: HomeCard[] =
    cardsSection && cards.length > 0
      ? cards
      : OFFERS.map((offer, i) => ({
          id: -i - 1,
          icon: offer.icon,
          link: null,
          title: t(`home.offers.${offer.key}.title`),
          text: t(`home.offers.${offer.key}.text`),
        }));

  return (
    <>
      <Box bg="brand.0" py={{ base: 48, sm: 80 }}>
        <Container size="xl">
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 32, sm: 44 }} c="brand.8" lh={1.15} data-testid="home-title">
              {hero?.title ?? company?.name ?? t('app.name')}
            </Title>
            <Text fz={{ base: 'md', sm: 'xl' }}>{hero?.text || t('home.tagline')}</Text>
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
              <SectionButton
                variant="default"
                button={hero?.button ?? { label: t('home.browseCatalogue'), link: '/catalogue' }}
              />
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py={{ base: 'xl', sm: 56 }}>
        <HomeCards title={cardsSection?.title ?? t('home.offersTitle')} cards={shownCards} />
        {sections
          .filter((s) => s.layout === 'banner')
          .map((section) => (
            <HomeBanner key={section.id} section={section} />
          ))}

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
