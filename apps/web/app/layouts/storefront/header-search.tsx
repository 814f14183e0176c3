import { storefrontPaths } from '@portal/shared';
import { useLocation, useNavigate } from 'react-router';
import { SearchCombobox } from '../../components/search-combobox';
import {
  getProductSuggestions,
  type ProductSuggestion,
} from '../../features/catalog/public/get-product-suggestions';
import { cleanSearch } from '../../features/catalog/public/catalogue-search';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { useTranslation } from '../../lib/i18n/use-translation';
import { mediaUrl } from '../../lib/media';

/**
 * The storefront header's product search: suggestions as one types (a pick opens the product), Enter opens the
 * catalogue's results (/catalogue?search=…, shared and kept by the back button). Without JavaScript the form itself goes
 * there.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const location = useLocation();
  const results = localize(storefrontPaths.catalogue());
  // On the results page the box shows what was searched for.
  const current =
    location.pathname === results ? cleanSearch(new URLSearchParams(location.search).get('search')) : '';

  return (
    <SearchCombobox<ProductSuggestion>
      action={results}
      defaultValue={current}
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      submitLabel={t('search.submit')}
      countLabel={(count) => t('search.suggestionCount', { count })}
      suggest={(text, signal) => getProductSuggestions(cleanSearch(text), signal)}
      keyOf={(product) => product.id}
      renderOption={(product) => (
        <>
          {product.imageURL ? <img src={mediaUrl(product.imageURL, 160)} alt="" loading="lazy" /> : null}
          <span>
            {product.name}
            <br />
            <span className="sc-option-code">{product.code}</span>
          </span>
        </>
      )}
      onPick={(product) => void navigate(localize(storefrontPaths.product(product.code)))}
      onSearch={(text) =>
        void navigate(`${results}?${new URLSearchParams({ search: cleanSearch(text) }).toString()}`)
      }
      tone="dark"
      testId="header-search"
    />
  );
}
