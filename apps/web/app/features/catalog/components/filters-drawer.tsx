import '../../../styles/mantine-overlays.css';
import { Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The catalogue's filters on a phone, in a drawer (loaded when first opened: see catalogue-view.tsx). */
export default function FiltersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('catalog.filters')}
      size="sm"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('catalog.closeFilters') }}
    >
      <Stack gap="xl">{children}</Stack>
    </Drawer>
  );
}
