import { Pager } from '../../../components/pager';
import { Center, Group, Loader, ScrollArea, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/icon';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { GROUP_PAGE_SIZE, useGroupProducts } from '../api/get-group-products';
import { useItemGroups } from '../api/get-item-groups';
import { useItemTypesOfGroup } from '../api/get-item-types-of-group';
import { customOrderPaths } from '../paths';
import { ItemTypeCard } from './item-type-card';

/** The item types of a group that the catalogue does not list (stones...): from the group's own list, without pictures. */
function PlainItemTypes({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const itemTypes = useItemTypesOfGroup(groupId);
  if (itemTypes.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (!itemTypes.data?.length) return <Text c="dimmed">{t('customOrders.start.noItemTypes')}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 6 }} spacing="sm">
      {itemTypes.data.map((item) => (
        <ItemTypeCard
          key={item.id}
          to={localize(customOrderPaths.builder(item.id))}
          name={item.name}
          code={item.code}
          picture={undefined}
        />
      ))}
    </SimpleGrid>
  );
}

function GroupItemTypes({ groupId, currency }: { groupId: number; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const products = useGroupProducts({ itemGroupID: groupId, search: debounced, pageNo: page });
  const data = products.data;
  const pages = data ? Math.ceil(data.pagingData.itemCount / GROUP_PAGE_SIZE) : 0;

  return (
    <Stack gap="md">
      <TextInput
        label={t('customOrders.start.search')}
        placeholder={t('customOrders.start.searchPlaceholder')}
        leftSection={<Icon name="search" size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
        data-testid="item-type-search"
      />
      {products.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : data && data.items.length === 0 && debounced.trim() === '' ? (
        <PlainItemTypes groupId={groupId} />
      ) : data && data.items.length === 0 ? (
        <Text c="dimmed">{t('common.nothingFound')}</Text>
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4, xl: 6 }}
          spacing="sm"
          style={{ opacity: products.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={products.isFetching}
        >
          {data?.items.map((item) => (
            <ItemTypeCard
              key={item.id}
              to={localize(customOrderPaths.builder(item.id))}
              name={item.name}
              code={item.code}
              picture={item.productImageURLs[0]}
              note={t('customOrders.start.from', { price: format.money(item.price, currency) })}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pager total={pages} value={page} onChange={setPage} siblings={0} />
        </Group>
      )}
    </Stack>
  );
}

/** Step one of a custom order: an item group, then one of its item types (cards with pictures). */
export function ItemTypePicker({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const groups = useItemGroups();
  const offered = (groups.data ?? []).filter((g) => g.itemTypeCount > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen ?? (offered[0] ? String(offered[0].id) : null);

  if (groups.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (offered.length === 0 || current === null)
    return <Text c="dimmed">{t('customOrders.start.noGroups')}</Text>;

  return (
    <Tabs value={current} onChange={setChosen} keepMounted={false} data-testid="item-groups">
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
        <Tabs.List aria-label={t('customOrders.start.groups')} style={{ flexWrap: 'nowrap' }}>
          {offered.map((group) => (
            <Tabs.Tab key={group.id} value={String(group.id)} style={{ whiteSpace: 'nowrap' }}>
              {group.groupName}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {offered.map((group) => (
        <Tabs.Panel key={group.id} value={String(group.id)} pt="md">
          <GroupItemTypes groupId={group.id} currency={currency} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
