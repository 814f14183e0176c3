import { suggestItemTypes as suggestItemTypesCall } from '@portal/shared/catalog/suggest-item-types';
import type { CallResponse } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';

export type StyleCodeSuggestion = CallResponse<typeof suggestItemTypesCall>['items'][number];

/** GET /api/itemtypes/suggest: the style codes a typed code may mean (a failure offers nothing, silently). */
export async function suggestItemTypes(code: string, signal: AbortSignal): Promise<StyleCodeSuggestion[]> {
  return (await api.send(suggestItemTypesCall, { query: { code, limit: 8 } }, { silent: true, signal }))
    .items;
}
