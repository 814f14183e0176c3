import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation';
import { Icon } from './icon';

export interface ChooserColumn {
  field: string;
  label: string;
  visible: boolean;
  /** Always shown (the column that identifies the row). */
  locked?: boolean;
}

/**
 * Which columns a grid shows, for any back-office grid: a button opening a list of check boxes, and a reset to the
 * grid's defaults. The grid saves the choice (lib/grid-settings.ts).
 */
export function ColumnChooser({
  columns,
  onChange,
  onReset,
  testId = 'column-chooser',
}: {
  columns: readonly ChooserColumn[];
  onChange: (field: string, visible: boolean) => void;
  onReset: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const visibleCount = columns.filter((c) => c.visible).length;
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<Icon name="adjustments" size={18} />} data-testid={testId}>
          {t('grid.columns')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" component="fieldset" style={{ border: 0, margin: 0, padding: 0, minWidth: 200 }}>
          <Text component="legend" fw={600} size="sm" mb={4}>
            {t('grid.columnsTitle')}
          </Text>
          {columns.map((column) => (
            <Checkbox
              key={column.field}
              label={column.label}
              checked={column.visible}
              // The last shown column stays: a grid without columns shows nothing.
              disabled={column.locked || (column.visible && visibleCount === 1)}
              onChange={(event) => onChange(column.field, event.currentTarget.checked)}
              data-testid={`${testId}-${column.field}`}
            />
          ))}
          <Button variant="subtle" size="xs" onClick={onReset} mt={4}>
            {t('grid.resetColumns')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
