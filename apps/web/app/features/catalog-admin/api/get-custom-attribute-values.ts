import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { catalogAdminKeys } from './keys';

export interface CustomAttributeValue {
  attributeId: number;
  code: string;
  name: string;
  valueType: string;
  value: string;
  label: string;
}

/** GET /api/itemtypes/{id}/customattributevalues */
export function getCustomAttributeValues(id: number): Promise<CustomAttributeValue[]> {
  return api.get<CustomAttributeValue[]>(`/api/itemtypes/${id}/customattributevalues`);
}

export function useCustomAttributeValues(id: number) {
  const lang = useLang();
  return useQuery({
    queryKey: catalogAdminKeys.customAttributeValues(id, lang),
    queryFn: () => getCustomAttributeValues(id),
  });
}
