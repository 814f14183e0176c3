import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { postalLines } from '../../lib/i18n/postal-address';
import { Rule } from '../../components/rule';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Columns } from '../../components/columns';
import { LanguageLink } from '../../components/language-switcher';
import type { CompanyDetails } from '../../features/reference/public/get-company-details';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import type { Lang } from '../../pages';
import { FOOTER_GROUPS } from './storefront-links';

/** The owner company as the footer prints it: its address lines already in the page's language and country order. */
export type StorefrontCompany = CompanyDetails & { addressLines: string[] };

/**
 * Made by the layout's loader, on the server for a first visit: naming the country in the page's language takes the
 * browser's Intl.DisplayNames, whose data a phone would otherwise load while the page hydrates (docs/decisions.md,
 * "Numbers and prices written without Intl").
 */
export function storefrontCompany(lang: Lang, company: CompanyDetails): StorefrontCompany {
  const addressLines = postalLines(lang, {
    lines: [company.addressLine1, company.addressLine2],
    city: company.city,
    zip: company.zip,
    state: company.stateName,
    stateCode: company.stateCode,
    country: company.countryName,
    countryCode: company.countryCode,
  });
  return { ...company, addressLines };
}

function CompanyBlock({ company }: { company: StorefrontCompany }) {
  const { t } = useTranslation();
  const address = company.addressLines;
  return (
    <Stack gap={4} component="address" style={{ fontStyle: 'normal' }}>
      <Text fw={700}>{company.name}</Text>
      {address.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {company.phone && (
        <Text size="sm">
          {t('common.label', { label: t('footer.phone') })}{' '}
          <Anchor href={`tel:${company.phone.replace(/\s+/g, '')}`} c="inherit" underline="always">
            {company.phone}
          </Anchor>
        </Text>
      )}
      {company.email && (
        <Text size="sm">
          {t('common.label', { label: t('footer.email') })}{' '}
          <Anchor href={`mailto:${company.email}`} c="inherit" underline="always">
            {company.email}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/** spec §1: the storefront pages, the company's details and the language. */
export function StorefrontFooter({ company }: { company: StorefrontCompany | null }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="secondary.4" c="brand.9" mt="auto">
      <Container size="xl" py="xl">
        <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {company ? <CompanyBlock company={company} /> : <Text fw={700}>{t('app.name')}</Text>}
          {FOOTER_GROUPS.map((group) => (
            <Stack key={group.titleKey} gap={6} component="nav" aria-label={t(group.titleKey)}>
              <Title order={2} fz="sm" tt="uppercase" fw={700}>
                {t(group.titleKey)}
              </Title>
              {group.links.map((link) => (
                <Anchor key={link.path} component={Link} to={localize(link.path)} c="inherit" size="sm">
                  {t(link.titleKey)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </Columns>
        <Rule spacing="var(--mantine-spacing-lg)" color="var(--mantine-color-brand-9)" opacity={0.25} />
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('footer.copyright', { year, name: company?.name ?? t('app.name') })}</Text>
          <LanguageLink />
        </Group>
      </Container>
    </Box>
  );
}
