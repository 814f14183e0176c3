import { hasPermission } from '@portal/shared';
import { useState } from 'react';
import type { Route } from './+types/decedents';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { CustomerSelect, type PickedCustomer } from '../../features/customers/components/customer-select';
import { DecedentsPage } from '../../features/decedents/components/decedents-page';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCurrentUser } from '../../lib/session/session';

/**
 * /backoffice/decedents: a funeral home's decedents and their fingerprints (issue 19). Staff see every funeral home's
 * and may narrow to one, which they then record for.
 */
export default function Decedents() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStaff = user.kind === 'staff';
  const [picked, setPicked] = useState<PickedCustomer | null>(null);
  return (
    <>
      <PageHeader />
      <DecedentsPage
        isStaff={isStaff}
        canEdit={hasPermission(user.permissions, 'CP_DECEDENTS:EDIT')}
        customerId={isStaff ? (picked?.id ?? null) : null}
        customerFilter={
          isStaff ? (
            <CustomerSelect
              value={picked?.id ?? null}
              onChange={setPicked}
              onClear={() => setPicked(null)}
              label={t('decedents.fields.funeralHome')}
              placeholder={t('decedents.allFuneralHomes')}
              testId="decedents-customer-select"
            />
          ) : undefined
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
