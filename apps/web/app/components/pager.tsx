import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation';

const CONTROL_LABELS = {
  first: 'grid.firstPage',
  previous: 'grid.previousPage',
  next: 'grid.nextPage',
  last: 'grid.lastPage',
} as const;

type PagerProps = Omit<PaginationProps, 'getControlProps' | 'getItemProps'>;

/**
 * Mantine's Pagination with a name on every button, in the page's language: its arrows are icons, which a
 * screen reader (and axe's "button-name" rule) would otherwise meet as nameless buttons.
 */
export function Pager(props: PagerProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
      getItemProps={(page) => ({ 'aria-label': t('grid.page', { page }) })}
    />
  );
}
