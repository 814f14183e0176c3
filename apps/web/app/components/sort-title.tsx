import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation';
import { Icon } from './icon';

/**
 * A column title that sorts the grid, for any back-office grid: a button that says, in the page's language, how the
 * column sorts now (the grid library's own sort labels are English only).
 */
export function SortTitle({
  label,
  sorted,
  onSort,
}: {
  label: string;
  /** How the grid is sorted by this column now; null when it is sorted by another. */
  sorted: 'asc' | 'desc' | null;
  /** Sorts by this column: ascending first, then the other way. */
  onSort: (direction: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  const state = sorted === 'asc' ? 'sortedAsc' : sorted === 'desc' ? 'sortedDesc' : 'notSorted';
  return (
    <UnstyledButton
      onClick={() => onSort(sorted === 'asc' ? 'desc' : 'asc')}
      aria-label={t(`grid.${state}`, { label })}
      style={{ font: 'inherit', fontWeight: 'inherit', color: 'inherit' }}
      data-sorted={sorted ?? undefined}
    >
      <Group gap={4} wrap="nowrap">
        <span>{label}</span>
        <span style={{ color: sorted ? undefined : 'var(--mantine-color-dimmed)', display: 'inline-flex' }}>
          <Icon
            name={sorted === 'asc' ? 'chevronUp' : sorted === 'desc' ? 'chevronDown' : 'selector'}
            size={14}
          />
        </span>
      </Group>
    </UnstyledButton>
  );
}
