import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { dataSource } from './schemas';

export const getDataSourcesSchemas = () => ({ response: z.array(dataSource) });

/** GET /manage/data-sources: the data sources a field can pick its values from. */
export const getDataSources = defineCall<typeof getDataSourcesSchemas>()({
  name: 'getDataSources',
  domain: 'cms',
  method: 'GET',
  path: '/manage/data-sources',
  permission: 'CP_CMS:VIEW',
  summary: 'The data sources a field can pick its values from',
});
