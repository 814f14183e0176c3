import { Alert, Anchor, Loader } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/catalog-products';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { useCategory } from '../../features/catalog/public/get-category';
import { CategoryItems } from '../../features/catalog/public/category-items';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { pageFrameLoaders } from '../../lib/page-request';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/catalog/{id}/products: the items of one category. */
export default function CatalogProducts({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const category = useCategory(Number(params.id));
  if (category.isPending) return <Loader aria-label={t('app.loading')} />;
  if (category.isError) {
    return (
      <>
        <PageHeader />
        <Alert color="red" role="alert" title={t('catalogAdmin.items.categoryMissing')}>
          <Anchor component={Link} to={localize('/backoffice/catalog')}>
            {t('catalogAdmin.items.back')}
          </Anchor>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('catalogAdmin.items.title', { name: category.data.name })} />
      <CategoryItems category={category.data} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
