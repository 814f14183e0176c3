import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { metal } from './schemas';

export const getMetalsShownInCatalogSchemas = () => ({ response: z.array(metal) });

/** GET /Metals/ShownInCatalog: the metals offered, with karat, colour and price per gram. */
export const getMetalsShownInCatalog = defineCall<typeof getMetalsShownInCatalogSchemas>()({
  name: 'getMetalsShownInCatalog',
  domain: 'catalog',
  method: 'GET',
  path: '/Metals/ShownInCatalog',
  permission: 'public',
  summary: 'Metals offered in the catalogue with their price per gram',
});
