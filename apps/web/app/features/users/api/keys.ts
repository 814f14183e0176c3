export const userKeys = {
  all: ['users'] as const,
  setting: (key: string) => [...userKeys.all, 'setting', key] as const,
  portalUsersOfCustomer: (customerId: number) => [...userKeys.all, 'portal-users', customerId] as const,
};
