import { Box } from '@mantine/core';
import { hasPermission } from '@portal/shared';
import { useState } from 'react';
import type { Route } from './+types/memo';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { CustomerSelect, type PickedCustomer } from '../../features/customers/public/customer-select';
import { MemoScreen } from '../../features/memo/public/memo-screen';
import { useTranslation } from '../../lib/i18n/use-translation';
import { pageFrameLoaders } from '../../lib/page-request';
import { useCurrentUser } from '../../lib/session/session';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/**
 * /backoffice/memo: pieces on memo. A customer returns or keeps its pieces; staff send pieces to a customer (picked
 * here, from the customers feature), see memo out per customer and every memo.
 */
export default function MemoPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isStaff = user.kind === 'staff';
  const [picked, setPicked] = useState<PickedCustomer | null>(null);
  return (
    <>
      <PageHeader />
      <MemoScreen
        isStaff={isStaff}
        canDecide={hasPermission(user.permissions, 'CP_MEMO:DECIDE')}
        customerId={picked?.id ?? null}
        customerPicker={
          isStaff ? (
            <Box w={{ base: '100%', sm: 320 }}>
              <CustomerSelect
                label={t('memo.customer')}
                value={picked?.id ?? null}
                onChange={setPicked}
                onClear={() => setPicked(null)}
                testId="memo-customer"
              />
            </Box>
          ) : undefined
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
