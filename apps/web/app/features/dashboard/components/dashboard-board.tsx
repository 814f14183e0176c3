import './dashboard.css';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Button, Checkbox, Group, Popover, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  DASHBOARD_CARDS,
  type DashboardCardCode,
  type DashboardSettings,
} from '@portal/shared/dashboard/schemas';
import { useState } from 'react';
import { notifyOperationFailed } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCurrentUser } from '../../../lib/session/session';
import { useDashboardSettings, useSaveDashboardSettings } from '../api/settings';
import { moveCard, neighbour, setVisible, shownCards, toggleSpan } from '../layout';
import { CARDS } from './card-registry';
import { ChosenCustomerContext } from './cards/card-scope';
import { CustomerChoice } from './customer-choice';
import { SortableCard } from './sortable-card';

const DEFAULT_SETTINGS: DashboardSettings = {
  cards: DASHBOARD_CARDS.map((code) => ({ code, visible: true })),
  layout: DASHBOARD_CARDS.map((code) => ({ code, span: 1 })),
};

/**
 * The dashboard's cards in the user's arrangement, kept on the server (GET / POST /Dashboard/Settings, the layout under
 * CPV3_DASHBOARD_GRID_LAYOUT), so the same arrangement greets the user after signing in again, on any browser.
 */
export function DashboardBoard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settingsQuery = useDashboardSettings();
  const save = useSaveDashboardSettings();
  const [announcement, setAnnouncement] = useState('');
  // Staff start on the customer they switched to, if any; the choice is the board's, not saved.
  const [customerId, setCustomerId] = useState<number | null>(user.activeCustomer?.id ?? null);
  const staffChoosing = user.kind === 'staff' && user.permissions.includes('CP_CUSTOMERS:VIEW');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Without the saved settings (the call failed) the cards still come, in the default order.
  const settings = settingsQuery.data ?? (settingsQuery.error ? DEFAULT_SETTINGS : undefined);
  const allowed = (code: DashboardCardCode) => {
    const permission = CARDS[code].permission;
    return permission === null || user.permissions.includes(permission);
  };

  if (!settings)
    return (
      <div className="dashboard-grid" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={220} radius="md" />
        ))}
      </div>
    );

  const shown = shownCards(settings, allowed);
  const title = (code: string) => t(`dashboard.cards.${code}.title`);
  const position = (code: unknown) => shown.findIndex((e) => e.code === code) + 1;
  const apply = (next: DashboardSettings) =>
    save.mutate(next, { onError: () => notifyOperationFailed('save', t('dashboard.layoutName')) });
  const step = (code: DashboardCardCode, direction: -1 | 1) => {
    const target = neighbour(shown, code, direction);
    if (!target) return null;
    return () => {
      apply(moveCard(settings, code, target));
      setAnnouncement(
        t('dashboard.moved', {
          title: title(code),
          position: position(code) + direction,
          count: shown.length,
        }),
      );
    };
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      apply(moveCard(settings, active.id as DashboardCardCode, over.id as DashboardCardCode));
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dashboard.dragStart', { title: title(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dashboard.dragOver', { title: title(String(active.id)), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('dashboard.dragEnd', {
        title: title(String(active.id)),
        position: position(over?.id ?? active.id),
      }),
    onDragCancel: ({ active }) => t('dashboard.dragCancel', { title: title(String(active.id)) }),
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
        {staffChoosing ? (
          <CustomerChoice
            initial={
              user.activeCustomer
                ? {
                    value: String(user.activeCustomer.id),
                    label: `${user.activeCustomer.name} (${user.activeCustomer.accountNumber})`,
                  }
                : null
            }
            onChange={setCustomerId}
          />
        ) : (
          <Text size="sm" c="dimmed" maw={640}>
            {t('dashboard.layoutHint')}
          </Text>
        )}
        <Popover position="bottom-end" withinPortal shadow="md" zIndex={400}>
          <Popover.Target>
            <Button variant="default" size="xs">
              {t('dashboard.customize')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
              <Text component="legend" fw={600} size="sm" mb={4}>
                {t('dashboard.customizeTitle')}
              </Text>
              <Button variant="light" size="xs" onClick={() => apply(DEFAULT_SETTINGS)}>
                {t('dashboard.resetLayout')}
              </Button>
              {settings.layout
                .filter((entry) => allowed(entry.code))
                .map((entry) => (
                  <Checkbox
                    key={entry.code}
                    label={title(entry.code)}
                    checked={settings.cards.find((c) => c.code === entry.code)?.visible !== false}
                    onChange={(event) => apply(setVisible(settings, entry.code, event.currentTarget.checked))}
                  />
                ))}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Group>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {staffChoosing && (
        <Text size="sm" c="dimmed">
          {t('dashboard.layoutHint')}
        </Text>
      )}
      <DndContext
        id="dashboard-cards"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('dashboard.dragInstructions') },
        }}
      >
        <SortableContext items={shown.map((e) => e.code)} strategy={rectSortingStrategy}>
          <ChosenCustomerContext.Provider value={user.kind === 'staff' ? customerId : null}>
            <div className="dashboard-grid">
              {shown.map((entry) => (
                <SortableCard
                  key={entry.code}
                  code={entry.code}
                  span={entry.span}
                  actions={{
                    onMoveEarlier: step(entry.code, -1),
                    onMoveLater: step(entry.code, 1),
                    onToggleSpan: () => apply(toggleSpan(settings, entry.code)),
                    onHide: () => apply(setVisible(settings, entry.code, false)),
                  }}
                >
                  {CARDS[entry.code].render()}
                </SortableCard>
              ))}
            </div>
          </ChosenCustomerContext.Provider>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}
