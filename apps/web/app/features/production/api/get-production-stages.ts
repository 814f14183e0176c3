import { useQuery } from '@tanstack/react-query';
import { getProductionStages } from '@portal/shared/production/production-stages';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

/** GET /api/production-stages (staff): the default stages and each service type's own. */
export function useProductionStages() {
  const lang = useLang();
  return useQuery({
    queryKey: inLanguage(getProductionStages, {}, lang),
    queryFn: ({ signal }) => api.send(getProductionStages, {}, { signal }),
  });
}
