import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useItemGroups } from '../api/get-item-groups';
import { useItemTypesOfGroup } from '../api/get-item-types-of-group';

/**
 * Picks an item type by its group (GET /customOrderItemGroup/get-all, then get-item-types/{groupID}), searchable by
 * name or code: how another piece is added to a set.
 */
export function ItemTypeChooser({
  onChoose,
  actionLabel,
  busy,
  testId,
}: {
  onChoose: (itemTypeId: number) => void;
  actionLabel: string;
  busy?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const groups = useItemGroups();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [itemTypeId, setItemTypeId] = useState<number | null>(null);
  const itemTypes = useItemTypesOfGroup(groupId);
  const nonEmpty = (groups.data ?? []).filter((g) => g.itemTypeCount > 0);

  return (
    <Stack gap="sm" data-testid={testId}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('customOrders.chooser.group')}
          placeholder={t('customOrders.chooser.groupPlaceholder')}
          data={nonEmpty.map((g) => ({ value: String(g.id), label: g.groupName }))}
          value={groupId === null ? null : String(groupId)}
          onChange={(value) => {
            setGroupId(value === null ? null : Number(value));
            setItemTypeId(null);
          }}
          style={{ flex: '1 1 180px' }}
          data-testid={`${testId}-group`}
        />
        <Select
          label={t('customOrders.chooser.itemType')}
          placeholder={t('customOrders.chooser.itemTypePlaceholder')}
          data={(itemTypes.data ?? []).map((i) => ({ value: String(i.id), label: `${i.name} (${i.code})` }))}
          value={itemTypeId === null ? null : String(itemTypeId)}
          onChange={(value) => setItemTypeId(value === null ? null : Number(value))}
          searchable
          disabled={groupId === null}
          nothingFoundMessage={itemTypes.isFetching ? t('app.loading') : t('common.nothingFound')}
          maxDropdownHeight={280}
          style={{ flex: '2 1 240px' }}
          data-testid={`${testId}-item-type`}
        />
        <Button
          onClick={() => {
            if (itemTypeId === null) return;
            onChoose(itemTypeId);
            // Ready for the next piece: the group stays, the piece is chosen again.
            setItemTypeId(null);
          }}
          disabled={itemTypeId === null}
          loading={busy}
          data-testid={`${testId}-submit`}
        >
          {actionLabel}
        </Button>
      </Group>
    </Stack>
  );
}
