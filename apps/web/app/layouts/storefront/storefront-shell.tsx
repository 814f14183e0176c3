import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ProductCategory } from '../../features/catalog/public/get-product-categories';
import { StorefrontFooter, type StorefrontCompany } from './storefront-footer';
import { StorefrontHeader } from './storefront-header';

/** The frontend layout's frame: skip link, header, main content, footer. */
export function StorefrontShell({
  categories,
  company,
  children,
}: {
  categories: ProductCategory[];
  company: StorefrontCompany | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <StorefrontHeader categories={categories} companyName={company?.name} />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <StorefrontFooter company={company} />
    </Box>
  );
}
