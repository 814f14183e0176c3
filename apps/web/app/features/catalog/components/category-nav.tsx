import './category-nav.css';

import { type ProductCategory, storefrontPaths } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { childrenOf, pathTo } from '../category-tree';

/**
 * The category tree: every top category, and below the open one its children (down to the current category). The
 * links carry no filters: another category has other attributes.
 */
export function CategoryNav({
  categories,
  currentId,
  onNavigate,
}: {
  categories: ProductCategory[];
  currentId: number | null;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const open = new Set(currentId === null ? [] : pathTo(categories, currentId).map((c) => c.id));

  const link = (category: ProductCategory | null, depth: number) => {
    const current = (category?.id ?? null) === currentId;
    return (
      <Link
        className="category-link"
        to={localize(category ? storefrontPaths.category(category.code) : storefrontPaths.catalogue())}
        aria-current={current ? 'page' : undefined}
        data-top={(category !== null && depth === 0) || undefined}
        style={{ paddingLeft: 12 + depth * 14 }}
        onClick={onNavigate}
      >
        {category ? category.name : t('catalog.allCategories')}
      </Link>
    );
  };

  const branch = (parentId: number | null, depth: number) => (
    <ul>
      {childrenOf(categories, parentId).map((category) => (
        <li key={category.id}>
          {link(category, depth)}
          {category.childCount > 0 && open.has(category.id) ? branch(category.id, depth + 1) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <nav className="category-nav" aria-label={t('catalog.categories')} data-testid="category-nav">
      {link(null, 0)}
      {branch(null, 0)}
    </nav>
  );
}
