import { Pager } from '../../../../components/pager';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { ProductCategory } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Icon } from '../../../../components/icon';
import { notifyDone, notifyOperationFailed } from '../../../../lib/feedback';
import { mediaUrl } from '../../../../lib/media';
import { useChangeCategoryItems } from '../api/change-category-items';
import { ADDABLE_PAGE_SIZE, useAddableItems } from '../api/get-addable-items';
import type { CategoryItem } from '../api/get-category-items';

/**
 * Items to add to a category: those it does not hold yet (GET CanBeAddedToCategory), searched by name or code, ticked
 * across pages and added at once.
 */
export function AddItemsModal({ category, onClose }: { category: ProductCategory; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<number, CategoryItem>>(new Map());
  const addable = useAddableItems(category.id, debouncedSearch, page, true);
  const change = useChangeCategoryItems(category.id);
  const total = addable.data?.pagingData.itemCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADDABLE_PAGE_SIZE));

  const toggle = (item: CategoryItem, checked: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (checked) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });

  const add = () =>
    change.mutate(
      { change: 'add', itemIds: [...chosen.keys()] },
      {
        onSuccess: () => {
          notifyDone('saved', category.name);
          onClose();
        },
        onError: () => notifyOperationFailed('save', category.name),
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={
        <Title order={2} fz="h4">
          {t('catalogAdmin.items.addTitle', { name: category.name })}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('catalogAdmin.close') }}
      data-testid="add-items-modal"
    >
      <Stack gap="sm">
        <TextInput
          label={t('catalogAdmin.items.searchAddable')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          leftSection={<Icon name="search" size={16} />}
          rightSection={addable.isFetching ? <Loader size="xs" /> : null}
          data-autofocus
          data-testid="add-items-search"
        />
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {addable.isPending ? t('app.loading') : t('catalogAdmin.items.found', { count: total })}
        </Text>
        {addable.isError && (
          <Alert color="red" role="alert">
            {t('catalogAdmin.items.loadFailed')}
          </Alert>
        )}
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="add-items-list">
          {(addable.data?.items ?? []).map((item) => (
            <li key={item.id}>
              <Checkbox.Card
                checked={chosen.has(item.id)}
                onChange={(checked) => toggle(item, checked)}
                radius="sm"
                p="xs"
                aria-label={t('catalogAdmin.items.choose', { name: item.name, code: item.code })}
                data-testid="add-items-option"
                data-code={item.code}
              >
                <Group gap="sm" wrap="nowrap">
                  <Checkbox.Indicator />
                  {item.imageCode ? (
                    <Image src={mediaUrl(item.imageCode, 160)} alt="" w={40} h={40} fit="contain" />
                  ) : (
                    <Text c="gray.5" w={40} ta="center" aria-hidden>
                      <Icon name="photo" size={24} />
                    </Text>
                  )}
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {item.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {item.code}
                    </Text>
                  </div>
                </Group>
              </Checkbox.Card>
            </li>
          ))}
        </Stack>
        {pages > 1 && (
          <Group justify="center">
            <Pager total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
        <Group justify="space-between" gap="sm" mt="xs">
          <Badge variant="light" size="lg" data-testid="add-items-count">
            {t('catalogAdmin.items.chosen', { count: chosen.size })}
          </Badge>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={chosen.size === 0}
              loading={change.isPending}
              onClick={add}
              data-testid="add-items-confirm"
            >
              {t('catalogAdmin.items.addChosen', { count: chosen.size })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
