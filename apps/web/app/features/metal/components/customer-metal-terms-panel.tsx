import { Badge, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notifyDone } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  type CustomerMetalTerms,
  useCustomerMetalTerms,
  useExtendMetalLock,
  useSetCustomerMetalTerms,
} from '../api/customer-metal-terms';
import { timeLeft } from '../price-basis-text';

const numberOrNull = (value: string | number) => (value === '' ? null : Number(value));

/** The customer's own lock window and cap; left empty, the metal settings' hold (shown as the placeholder). */
function TermsForm({ terms, canEdit }: { terms: CustomerMetalTerms; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSetCustomerMetalTerms(terms.customerId);
  const [hours, setHours] = useState<string | number>(terms.lockHours ?? '');
  const [cap, setCap] = useState<string | number>(terms.lockCapGrams ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { lockHours: numberOrNull(hours), lockCapGrams: numberOrNull(cap) },
          { onSuccess: () => notifyDone('updated', t('metal.terms.title')) },
        );
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label={t('metal.terms.lockHours')}
          description={t('metal.terms.default', { value: terms.defaultLockHours })}
          value={hours}
          onChange={setHours}
          min={1}
          max={720}
          allowDecimal={false}
          disabled={!canEdit}
          w={200}
          data-testid="metal-terms-hours"
        />
        <NumberInput
          label={t('metal.terms.lockCap')}
          description={t('metal.terms.default', { value: terms.defaultLockCapGrams })}
          value={cap}
          onChange={setCap}
          min={0}
          max={1_000_000}
          decimalScale={3}
          disabled={!canEdit}
          w={200}
          data-testid="metal-terms-cap"
        />
        {canEdit && (
          <Button type="submit" loading={save.isPending} data-testid="metal-terms-save">
            {t('metal.terms.save')}
          </Button>
        )}
      </Group>
    </form>
  );
}

/** One lock: what it holds, until when; staff extend it, or honour it once expired, by a number of hours from now. */
function LockRow({ lock, canEdit }: { lock: CustomerMetalTerms['locks'][number]; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLang();
  const extend = useExtendMetalLock();
  const [hours, setHours] = useState<string | number>(24);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="metal-lock-row">
      <Stack gap={0}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {lock.quoteOrderId !== null
              ? t('metal.locks.quote', { id: lock.quoteOrderId })
              : t('metal.locks.cart')}
          </Text>
          <Badge color={lock.active ? 'green' : 'gray'} variant="light">
            {lock.active ? t('metal.locks.active') : t('metal.locks.expired')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('metal.locks.detail', {
            grams: format.number(lock.grams, { maximumFractionDigits: 3 }),
            date: format.dateTime(lock.expiresAt),
            left: lock.active ? timeLeft(lock.remainingSeconds, lang) : '—',
          })}
        </Text>
      </Stack>
      {canEdit && (
        <Group gap="xs" align="flex-end">
          <NumberInput
            aria-label={t('metal.locks.hours')}
            value={hours}
            onChange={setHours}
            min={1}
            max={720}
            allowDecimal={false}
            w={90}
            suffix=" h"
          />
          <Button
            variant="light"
            size="sm"
            loading={extend.isPending}
            onClick={() =>
              extend.mutate(
                { id: lock.id, hours: Number(hours) },
                { onSuccess: () => notifyDone('updated', t('metal.locks.name', { id: lock.id })) },
              )
            }
            data-testid="metal-lock-extend"
          >
            {lock.active ? t('metal.locks.extend') : t('metal.locks.honour')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** Staff, on a customer: its metal price-lock window and cap, the metal it holds locked and its locks. */
export function CustomerMetalTermsPanel({ customerId, canEdit }: { customerId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const terms = useCustomerMetalTerms(customerId);
  if (!terms.data) return null;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="customer-metal-terms">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('metal.terms.title')}
        </Title>
        <TermsForm key={customerId} terms={terms.data} canEdit={canEdit} />
        <Text size="sm">
          {t('metal.terms.locked', {
            grams: format.number(terms.data.lockedGrams, { maximumFractionDigits: 3 }),
          })}
        </Text>
        {terms.data.locks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('metal.locks.none')}
          </Text>
        ) : (
          terms.data.locks.map((lock) => <LockRow key={lock.id} lock={lock} canEdit={canEdit} />)
        )}
      </Stack>
    </Card>
  );
}
