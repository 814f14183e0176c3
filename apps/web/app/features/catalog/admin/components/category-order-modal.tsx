import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Icon } from '../../../../components/icon';
import { notifyDone, notifyOperationFailed } from '../../../../lib/feedback';
import { useLang } from '../../../../lib/i18n/use-lang';
import type { AdminCategory } from '../api/get-categories';
import { useSaveCategoryRanks } from '../api/save-category-ranks';
import { shownName } from '../category-name';
import { parentOptions } from '../parent-options';
import { moveEntry, rankChanges, siblingsInOrder } from '../rank-order';

const TOP_LEVEL = 'top';

/**
 * The order of the categories under one parent (their rank): drag a row by its handle, or move it with its up and down
 * buttons from the keyboard; each move is announced. Saving sends the new ranks with the update call.
 */
export function CategoryOrderModal({
  categories,
  initialParentId,
  onClose,
}: {
  categories: readonly AdminCategory[];
  initialParentId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const phone = useMediaQuery('(max-width: 48em)');
  const save = useSaveCategoryRanks();
  const [parentId, setParentId] = useState<number | null>(initialParentId);
  const [order, setOrder] = useState<AdminCategory[]>(() => siblingsInOrder(categories, initialParentId));
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const changes = rankChanges(order);
  const parentName =
    parentId === null
      ? t('catalogAdmin.topLevel')
      : shownName(categories.find((c) => c.id === parentId) ?? { name: '', nameFr: '' }, lang);

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= order.length || from === to) return;
    const moved = order[from]!;
    setOrder(moveEntry(order, from, to));
    setAnnouncement(
      t('catalogAdmin.order.moved', { name: shownName(moved, lang), position: to + 1, count: order.length }),
    );
    if (focus) {
      // The moved row's button keeps the focus, or the other one when it reached the end of the list.
      const edge = (focus === 'up' && to === 0) || (focus === 'down' && to === order.length - 1);
      const target = edge ? (focus === 'up' ? 'down' : 'up') : focus;
      requestAnimationFrame(() => buttons.current.get(`${moved.id}-${target}`)?.focus());
    }
  };

  const dropOn = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      fullScreen={phone}
      title={
        <Title order={2} fz="h4">
          {t('catalogAdmin.order.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('catalogAdmin.close') }}
      data-testid="category-order-modal"
    >
      <Stack gap="md">
        <Select
          label={t('catalogAdmin.order.parent')}
          data={[
            { value: TOP_LEVEL, label: t('catalogAdmin.topLevel') },
            ...parentOptions(categories, lang, null),
          ]}
          value={parentId === null ? TOP_LEVEL : String(parentId)}
          onChange={(value) => {
            const next = !value || value === TOP_LEVEL ? null : Number(value);
            setParentId(next);
            setOrder(siblingsInOrder(categories, next));
          }}
          searchable
          allowDeselect={false}
          data-testid="category-order-parent"
        />
        <Text size="sm" c="dimmed">
          {t('catalogAdmin.order.help')}
        </Text>
        {order.length === 0 ? (
          <Alert color="gray">{t('catalogAdmin.order.empty', { name: parentName })}</Alert>
        ) : (
          <Box
            component="ol"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('catalogAdmin.order.listLabel', { name: parentName })}
            data-testid="category-order-list"
          >
            {order.map((category, index) => {
              const name = shownName(category, lang);
              return (
                <Box
                  component="li"
                  key={category.id}
                  draggable
                  onDragStart={(event: DragEvent) => {
                    setDragged(index);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(category.id));
                  }}
                  onDragOver={(event: DragEvent) => {
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                  }}
                  onDrop={(event: DragEvent) => dropOn(event, index)}
                  onDragEnd={() => setDragged(null)}
                  p="xs"
                  mb={4}
                  bd="1px solid gray.3"
                  bg={dragged === index ? 'brand.0' : 'white'}
                  style={{ borderRadius: 'var(--mantine-radius-sm)', cursor: 'grab' }}
                  data-testid="category-order-row"
                  data-code={category.code}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Text c="dimmed" aria-hidden style={{ cursor: 'grab' }}>
                      ⋮⋮
                    </Text>
                    <Text size="sm" c="dimmed" w={24} ta="right">
                      {index + 1}
                    </Text>
                    <Box style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" fw={600} lineClamp={2}>
                        {name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {category.code}
                      </Text>
                    </Box>
                    <ActionIcon
                      variant="default"
                      aria-label={t('catalogAdmin.order.up', { name })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, 'up')}
                      ref={(node) => {
                        buttons.current.set(`${category.id}-up`, node);
                      }}
                      data-testid="category-order-up"
                    >
                      <Box style={{ transform: 'rotate(180deg)', display: 'flex' }}>
                        <Icon name="chevronDown" size={16} />
                      </Box>
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('catalogAdmin.order.down', { name })}
                      disabled={index === order.length - 1}
                      onClick={() => move(index, index + 1, 'down')}
                      ref={(node) => {
                        buttons.current.set(`${category.id}-down`, node);
                      }}
                      data-testid="category-order-down"
                    >
                      <Icon name="chevronDown" size={16} />
                    </ActionIcon>
                  </Group>
                </Box>
              );
            })}
          </Box>
        )}
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={changes.length === 0}
            loading={save.isPending}
            data-testid="category-order-save"
            onClick={() =>
              save.mutate(
                { changes, categories },
                {
                  onSuccess: () => {
                    notifyDone('updated');
                    onClose();
                  },
                  onError: () =>
                    notifyOperationFailed('save', t('catalogAdmin.order.what', { name: parentName })),
                },
              )
            }
          >
            {t('catalogAdmin.order.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
