import { getCustomAttributeValues as getCustomAttributeValuesCall } from '@portal/shared/catalog/get-custom-attribute-values';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';
import { useLang } from '../../../../lib/i18n/use-lang';

export type CustomAttributeValue = CallResponse<typeof getCustomAttributeValuesCall>[number];

/** GET /api/itemtypes/{id}/customattributevalues */
export function getCustomAttributeValues(id: number): Promise<CustomAttributeValue[]> {
  return api.send(getCustomAttributeValuesCall, { params: { id } });
}

export function useCustomAttributeValues(id: number) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(getCustomAttributeValuesCall, { params: { id } }), lang],
    queryFn: () => getCustomAttributeValues(id),
  });
}
