export const customerKeys = {
  all: ['customers'] as const,
  withActivePortalUser: () => [...customerKeys.all, 'with-active-portal-user'] as const,
  list: (search: string) => [...customerKeys.all, 'list', search] as const,
};
