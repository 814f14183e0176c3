import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { REPAIR_SERVICE_TYPE } from '@portal/shared/production/repair-schemas';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useServiceTypes } from '../api/get-order-statuses';
import type { OrderDetail } from '../api/order-types';
import { useNestedDialog } from './nested-dialog';
import { RepairPriceSummary } from './repair-price-summary';

/**
 * A job order is approved with the service type it will be made under (spec §4). A repair already is one of the Repair
 * service and stays one (docs/decisions.md "A repair is priced through the job order's approval"): its customer
 * approves the priced lines and is asked nothing else.
 */
export function ApproveJobModal({
  opened,
  order,
  pending,
  onClose,
  onApprove,
}: {
  opened: boolean;
  order: OrderDetail;
  pending: boolean;
  onClose: () => void;
  onApprove: (serviceTypeCode: string) => void;
}) {
  useNestedDialog(opened);
  const { t } = useTranslation();
  const repair = order.serviceType?.code === REPAIR_SERVICE_TYPE;
  const serviceTypes = useServiceTypes(opened && !repair);
  const [serviceType, setServiceType] = useState<string | null>(repair ? REPAIR_SERVICE_TYPE : null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.approve.title', { code: order.code })} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!serviceType) setError(t('orders.approve.serviceTypeRequired'));
          else onApprove(serviceType);
        }}
      >
        <Stack>
          {repair ? (
            <>
              <Text size="sm">{t('orders.approve.repairText')}</Text>
              <RepairPriceSummary order={order} />
            </>
          ) : (
            <>
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
            </>
          )}
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
