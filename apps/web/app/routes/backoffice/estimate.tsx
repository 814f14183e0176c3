import type { Route } from './+types/estimate';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { CustomerSelect } from '../../features/customers/public/customer-select';
import { EstimateGrid } from '../../features/custom-orders/public/estimate-grid';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageFrameLoaders } from '../../lib/page-request';
import { useCurrentUser } from '../../lib/session/session';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** /backoffice/order-creation/estimate (spec §2); staff say which customer a saved estimate is for. */
export default function Estimate() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader />
      <EstimateGrid
        customerPicker={
          user.kind === 'staff'
            ? (value, onChange) => (
                <CustomerSelect
                  value={value?.id ?? null}
                  onChange={(customer) => onChange({ id: customer.id, name: customer.name })}
                  onClear={() => onChange(null)}
                  label={t('estimate.save.customer')}
                  description={t('estimate.save.customerHint')}
                  testId="estimate-customer"
                />
              )
            : undefined
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
