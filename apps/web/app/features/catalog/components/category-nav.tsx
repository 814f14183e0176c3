import { NavLink } from '@mantine/core';
import { type ProductCategory, storefrontPaths } from '@portal/shared';
import { useTranslation } from 'react-i18next';
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

  const branch = (parentId: number | null, depth: number) =>
    childrenOf(categories, parentId).map((category) => {
      const expanded = open.has(category.id);
      const hasChildren = category.childCount > 0;
      return (
        <NavLink
          key={category.id}
          component={Link}
          to={localize(storefrontPaths.category(category.code))}
          label={category.name}
          active={category.id === currentId}
          aria-current={category.id === currentId ? 'page' : undefined}
          opened={expanded}
          pl={12 + depth * 14}
          onClick={onNavigate}
          fw={depth === 0 ? 600 : 400}
          childrenOffset={0}
        >
          {hasChildren && expanded ? branch(category.id, depth + 1) : undefined}
        </NavLink>
      );
    });

  return (
    <nav aria-label={t('catalog.categories')} data-testid="category-nav">
      <NavLink
        component={Link}
        to={localize(storefrontPaths.catalogue())}
        label={t('catalog.allCategories')}
        active={currentId === null}
        onClick={onNavigate}
      />
      {branch(null, 0)}
    </nav>
  );
}
