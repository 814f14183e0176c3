import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import {
  getWorkshopHolidays,
  saveRushTiers,
  saveWorkshopHolidays,
} from '@portal/shared/production/rush-tiers';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

export type SaveRushTiersInput = CallInput<typeof saveRushTiers>['body'];
export type SaveHolidaysInput = CallInput<typeof saveWorkshopHolidays>['body'];

/** GET /api/workshop-holidays (staff): the days the workshop does not work, from today on. */
export function useWorkshopHolidays() {
  const lang = useLang();
  return useQuery({
    queryKey: inLanguage(getWorkshopHolidays, {}, lang),
    queryFn: ({ signal }) => api.send(getWorkshopHolidays, {}, { signal }),
  });
}

/** POST /api/rush-tiers. Silent: the screen says the error beside the list. Production reads are read again. */
export function useSaveRushTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRushTiersInput) => api.send(saveRushTiers, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('production') }),
  });
}

/** POST /api/workshop-holidays. Silent, as the tiers'; the tiers' earliest days are read again after. */
export function useSaveWorkshopHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveHolidaysInput) => api.send(saveWorkshopHolidays, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('production') }),
  });
}
