import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useServiceTypes } from '../api/get-order-statuses';
import { useNestedDialog } from './nested-dialog';

/** A job order is approved with the service type it will be made under (spec §4). */
export function ApproveJobModal({
  opened,
  code,
  pending,
  onClose,
  onApprove,
}: {
  opened: boolean;
  code: string;
  pending: boolean;
  onClose: () => void;
  onApprove: (serviceTypeCode: string) => void;
}) {
  useNestedDialog(opened);
  const { t } = useTranslation();
  const serviceTypes = useServiceTypes(opened);
  const [serviceType, setServiceType] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.approve.title', { code })} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!serviceType) setError(t('orders.approve.serviceTypeRequired'));
          else onApprove(serviceType);
        }}
      >
        <Stack>
          <Text size="sm">{t('orders.approve.text')}</Text>
          <Select
            label={t('orders.approve.serviceType')}
            placeholder={t('orders.approve.serviceTypePlaceholder')}
            data={(serviceTypes.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
            value={serviceType}
            onChange={(value) => {
              setServiceType(value);
              setError(null);
            }}
            error={error}
            required
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="approve-service-type"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending} data-testid="approve-submit">
              {t('orders.actions.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
