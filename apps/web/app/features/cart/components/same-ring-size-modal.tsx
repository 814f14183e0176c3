import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { RingSizeClash } from '../same-ring-size';

/**
 * spec §5 Same ring size: rings of one size in the cart; the user confirms before the order goes on. Loaded when it is
 * first needed (the checkout loads Mantine's Modal only then).
 */
export default function SameRingSizeModal({
  clashes,
  opened,
  onCancel,
  onProceed,
}: {
  clashes: readonly RingSizeClash[];
  opened: boolean;
  onCancel: () => void;
  onProceed: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('checkout.sameRingSize.title')} centered>
      <Text size="sm">{t('checkout.sameRingSize.text')}</Text>
      <List size="sm" mt="sm" spacing={4} data-testid="same-ring-size-list">
        {clashes.map((clash) => (
          <List.Item key={clash.ringSize}>
            {t('checkout.sameRingSize.size', {
              size: clash.ringSize,
              names: clash.lines
                .map((line) => (line.metalName ? `${line.name} (${line.metalName})` : line.name))
                .join(', '),
            })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="sm" fw={500}>
        {t('checkout.sameRingSize.question')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('checkout.sameRingSize.back')}
        </Button>
        <Button onClick={onProceed} data-testid="same-ring-size-proceed">
          {t('checkout.sameRingSize.proceed')}
        </Button>
      </Group>
    </Modal>
  );
}
