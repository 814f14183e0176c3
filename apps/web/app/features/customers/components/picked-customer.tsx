import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session/session';
import { CustomerSelect } from './customer-select';

/**
 * A back-office page about one customer at a time (statements, commissions): staff pick the customer, kept in the
 * address (`?customerId=`) so that other pages can link to it; a portal user reads its own active customer's, and gets
 * no picker.
 */
export function usePickedCustomer(
  label: string,
  testId: string,
): { isStaff: boolean; customerId: number | null; picker: ReactNode } {
  const user = useCurrentUser();
  const isStaff = user.kind === 'staff';
  const [search, setSearch] = useSearchParams();
  const picked = Number(search.get('customerId'));
  const customerId = isStaff && Number.isInteger(picked) && picked > 0 ? picked : null;
  const picker = isStaff ? (
    <Box w={{ base: '100%', sm: 360 }}>
      <CustomerSelect
        label={label}
        value={customerId}
        onChange={(customer) => setSearch({ customerId: String(customer.id) })}
        testId={testId}
      />
    </Box>
  ) : undefined;
  return { isStaff, customerId, picker };
}
