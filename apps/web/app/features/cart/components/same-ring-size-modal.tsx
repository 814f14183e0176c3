import { Button, Group, List, Modal, Text } from '@mantine/core';
import { parseRingSize, ringSizeLabel } from '@portal/shared/catalog/ring-sizes';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { RingSizeClash } from '../same-ring-size';

/**
 * spec §5 Same ring size: "when both rings have the same size, a warning asks whether to proceed to the cart anyway".
 * Asked as the second ring goes to the cart; loaded when it is first needed (product pages load Mantine's Modal only
 * then).
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
  const lang = useLang();
  const sizeLabel = (size: string) => {
    const parsed = parseRingSize(size);
    return parsed === null ? size : ringSizeLabel(parsed, lang);
  };
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('cart.sameRingSize.title')}
      closeButtonProps={{ 'aria-label': t('cart.sameRingSize.close') }}
      centered
    >
      <Text size="sm">{t('cart.sameRingSize.text')}</Text>
      <List size="sm" mt="sm" spacing={4} data-testid="same-ring-size-list">
        {clashes.map((clash) => (
          <List.Item key={clash.ringSize}>
            {t('cart.sameRingSize.size', {
              size: sizeLabel(clash.ringSize),
              names: clash.lines
                .map((line) => (line.metalName ? `${line.name} (${line.metalName})` : line.name))
                .join(', '),
            })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="sm" fw={500}>
        {t('cart.sameRingSize.question')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-testid="same-ring-size-back">
          {t('cart.sameRingSize.back')}
        </Button>
        <Button onClick={onProceed} data-testid="same-ring-size-proceed">
          {t('cart.sameRingSize.proceed')}
        </Button>
      </Group>
    </Modal>
  );
}
