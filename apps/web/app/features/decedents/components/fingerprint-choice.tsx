import './fingerprint-choice.css';

import { Card, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SelectField } from '../../../components/native-fields';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { mediaUrl } from '../../../lib/media';
import { useDecedentFingerprints } from '../api/get-decedent-fingerprints';
import { useDecedents } from '../api/get-decedents';

/**
 * "Use a fingerprint" in the configurator (issue 19): a funeral home picks one of its decedents, then one of the
 * decedent's prints, and the piece goes into the cart made from it. Shows nothing when no decedent has a print, so
 * the usual add-to-cart path is unchanged. Loaded on its own (the storefront's first visit does not carry it), and
 * built on the browser's controls like the rest of the configurator (components/native-fields.tsx).
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
        <label className="nf-check">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(e) => choose(e.currentTarget.checked)}
            data-testid="use-fingerprint"
          />
          <span>
            <Text span fw={600} size="sm">
              {t('decedents.picker.use')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('decedents.picker.hint')}
            </Text>
          </span>
        </label>
        {enabled && (
          <SelectField
            label={t('decedents.picker.decedent')}
            value={decedentId === null ? '' : String(decedentId)}
            options={[
              { value: '', label: t('decedents.picker.decedentPlaceholder') },
              ...options.map((d) => ({
                value: String(d.id),
                label: d.referenceNumber ? `${d.fullName} (${d.referenceNumber})` : d.fullName,
              })),
            ]}
            onChange={(id) => {
              setDecedentId(id === '' ? null : Number(id));
              onChange(null);
            }}
            testId="fingerprint-decedent"
          />
        )}
        {enabled && decedentId !== null && (
          <fieldset className="nf-field nf-fieldset">
            <legend className="nf-label">{t('decedents.picker.print')}</legend>
            <div className="fingerprint-options">
              {(prints.data ?? []).map((print) => (
                <label key={print.id} className="metal-card" data-testid="fingerprint-option">
                  <input
                    type="radio"
                    name="fingerprint"
                    value={print.id}
                    checked={value === print.id}
                    onChange={() => onChange(print.id)}
                  />
                  <Stack gap={4} align="center" style={{ width: '100%' }}>
                    <Image src={mediaUrl(print.imageUrl, 160)} alt="" h={90} w="auto" fit="contain" />
                    <Text size="xs">{print.label ?? t('decedents.prints.one')}</Text>
                  </Stack>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {value !== null && (
          <Text size="sm" c="brand.8" data-testid="fingerprint-chosen">
            {t('decedents.picker.chosen', {
              name: options.find((d) => d.id === decedentId)?.fullName ?? '',
            })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
