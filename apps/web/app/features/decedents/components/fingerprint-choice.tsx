import { Card, Checkbox, Image, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { mediaUrl } from '../../../lib/media';
import { useDecedentFingerprints } from '../api/get-decedent-fingerprints';
import { useDecedents } from '../api/get-decedents';

/**
 * "Use a fingerprint" in the configurator (issue 19): a funeral home picks one of its decedents, then one of the
 * decedent's prints, and the piece goes into the cart made from it. Shows nothing when no decedent has a print, so
 * the usual add-to-cart path is unchanged. Loaded on its own (the storefront's first visit does not carry it).
 */
export default function FingerprintChoice({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (fingerprintId: number | null) => void;
}) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState(false);
  const [decedentId, setDecedentId] = useState<number | null>(null);
  const decedents = useDecedents({ withFingerprints: true }, 1, 200);
  const prints = useDecedentFingerprints(enabled ? decedentId : null);
  const options = decedents.data?.items ?? [];
  if (options.length === 0) return null;

  const choose = (next: boolean) => {
    setEnabled(next);
    if (!next) {
      setDecedentId(null);
      onChange(null);
    }
  };

  return (
    <Card withBorder padding="sm" radius="md" data-testid="fingerprint-choice">
      <Stack gap="xs">
        <Checkbox
          label={t('decedents.picker.use')}
          description={t('decedents.picker.hint')}
          checked={enabled}
          onChange={(e) => choose(e.currentTarget.checked)}
          data-testid="use-fingerprint"
        />
        {enabled && (
          <Select
            label={t('decedents.picker.decedent')}
            placeholder={t('decedents.picker.decedentPlaceholder')}
            searchable
            data={options.map((d) => ({
              value: String(d.id),
              label: d.referenceNumber ? `${d.fullName} (${d.referenceNumber})` : d.fullName,
            }))}
            value={decedentId === null ? null : String(decedentId)}
            onChange={(id) => {
              setDecedentId(id === null ? null : Number(id));
              onChange(null);
            }}
            data-testid="fingerprint-decedent"
          />
        )}
        {enabled && decedentId !== null && (
          <Radio.Group
            label={t('decedents.picker.print')}
            value={value === null ? null : String(value)}
            onChange={(id) => onChange(Number(id))}
          >
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={4}>
              {(prints.data ?? []).map((print) => (
                <Radio.Card
                  key={print.id}
                  value={String(print.id)}
                  radius="md"
                  p="xs"
                  aria-label={print.label ?? t('decedents.prints.one')}
                  data-testid="fingerprint-option"
                >
                  <Image src={mediaUrl(print.imageUrl, 160)} alt="" h={90} fit="contain" />
                  <Text size="xs" ta="center" mt={4}>
                    {print.label ?? t('decedents.prints.one')}
                  </Text>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      </Stack>
    </Card>
  );
}
