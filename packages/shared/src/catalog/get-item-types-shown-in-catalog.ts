import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { itemTypeRow } from './schemas';

export const getItemTypesShownInCatalogSchemas = () => ({ response: z.array(itemTypeRow) });

/** GET /ItemTypes/ShownInCatalog: the item types shown in the catalogue, by name. */
export const getItemTypesShownInCatalog = defineCall<typeof getItemTypesShownInCatalogSchemas>()({
  name: 'getItemTypesShownInCatalog',
  domain: 'catalog',
  method: 'GET',
  path: '/ItemTypes/ShownInCatalog',
  permission: ['CP_CATALOG:VIEW', 'CP_CATALOG_ADMIN:VIEW'],
  summary: 'Item types shown in the catalogue',
});
