import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Group, Menu, Paper, Title } from '@mantine/core';
import type { DashboardCardCode } from '@portal/shared/dashboard/schemas';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon';
import { useTranslation } from '../../../lib/i18n/use-translation';

export interface CardActions {
  onMoveEarlier: (() => void) | null;
  onMoveLater: (() => void) | null;
  onToggleSpan: () => void;
  onHide: () => void;
}

/**
 * A card of the grid: dragged by its handle (pointer, touch, or the keyboard: space, arrows, space), and moved, widened
 * or hidden from its menu, which is the plain keyboard and screen-reader way to do the same.
 */
export function SortableCard({
  code,
  span,
  actions,
  children,
}: {
  code: DashboardCardCode;
  span: 1 | 2;
  actions: CardActions;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`dashboard.cards.${code}.title`);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: code });
  const headingId = `dashboard-card-${code}`;

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="md"
      className="dashboard-card"
      data-span={span}
      data-dragging={isDragging}
      data-card={code}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm" gap="xs">
        <Group gap={6} wrap="nowrap" miw={0}>
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            className="dashboard-handle"
            {...attributes}
            {...listeners}
            aria-label={t('dashboard.dragHandle', { title })}
          >
            <Icon name="selector" size={18} />
          </ActionIcon>
          <Title order={2} fz="md" id={headingId} lineClamp={1}>
            {title}
          </Title>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('dashboard.cardMenu', { title })}>
              <Icon name="adjustments" size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item disabled={!actions.onMoveEarlier} onClick={() => actions.onMoveEarlier?.()}>
              {t('dashboard.moveEarlier')}
            </Menu.Item>
            <Menu.Item disabled={!actions.onMoveLater} onClick={() => actions.onMoveLater?.()}>
              {t('dashboard.moveLater')}
            </Menu.Item>
            <Menu.Item onClick={actions.onToggleSpan} visibleFrom="md">
              {span === 2 ? t('dashboard.halfWidth') : t('dashboard.fullWidth')}
            </Menu.Item>
            <Menu.Item color="red" onClick={actions.onHide}>
              {t('dashboard.hide')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {children}
    </Paper>
  );
}
