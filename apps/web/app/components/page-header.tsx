import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { breadcrumbTrail } from '../lib/breadcrumbs';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { findPage } from '../lib/session/access';

/** The title and breadcrumb of the current page, both from the page definition (or a given title). */
export function PageHeader({ title, actions }: { title?: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const page = findPage(useLocation().pathname)?.page;
  const trail = page ? breadcrumbTrail(page) : [];
  const heading = title ?? (page ? t(page.titleKey) : '');

  return (
    <Stack gap={6} mb="lg">
      {trail.length > 1 && (
        <nav aria-label={t('app.breadcrumb')}>
          <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1;
              const label = last ? heading : t(crumb.titleKey);
              if (last || !crumb.path) {
                return (
                  <Text key={crumb.id} size="sm" c="dimmed" aria-current={last ? 'page' : undefined}>
                    {label}
                  </Text>
                );
              }
              return (
                <Anchor key={crumb.id} component={Link} to={localize(crumb.path)} size="sm">
                  {label}
                </Anchor>
              );
            })}
          </Breadcrumbs>
        </nav>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {heading}
        </Title>
        {actions}
      </Group>
    </Stack>
  );
}
