import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Localised link; the last crumb (the current page) has none. */
  to?: string;
}

// A long name (a French memorial piece) wraps within a phone's width instead of running past it (Mantine's crumbs
// do not wrap, and keep their own style).
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** The storefront breadcrumb of catalogue pages: Home › Catalogue › categories › the page. */
export function CatalogueBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('app.breadcrumb')}>
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }} mb={6}>
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <Anchor key={`${index}-${crumb.label}`} component={Link} to={crumb.to} size="sm">
              <span style={WRAP}>{crumb.label}</span>
            </Anchor>
          ) : (
            <Text key={`${index}-${crumb.label}`} size="sm" c="dimmed" aria-current="page">
              <span style={WRAP}>{crumb.label}</span>
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
