import { Anchor } from '@mantine/core';
import { storefrontPaths } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/i18n/use-lang';

/** From a product page to its configurator. */
export function ConfiguratorLink({ productCode }: { productCode: string }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <Anchor
      component={Link}
      to={localize(storefrontPaths.configurator(productCode))}
      size="sm"
      data-testid="configurator-link"
    >
      {t('configurator.open')}
    </Anchor>
  );
}
