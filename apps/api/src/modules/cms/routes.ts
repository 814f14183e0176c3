import { deleteComponent, deleteComponentSchemas } from '@portal/shared/cms/delete-component';
import { deleteComponentField, deleteComponentFieldSchemas } from '@portal/shared/cms/delete-component-field';
import { deleteContent, deleteContentSchemas } from '@portal/shared/cms/delete-content';
import { getAllContentFields, getAllContentFieldsSchemas } from '@portal/shared/cms/get-all-content-fields';
import { getComponent, getComponentSchemas } from '@portal/shared/cms/get-component';
import { getComponentField, getComponentFieldSchemas } from '@portal/shared/cms/get-component-field';
import {
  getComponentFieldsOf,
  getComponentFieldsOfSchemas,
} from '@portal/shared/cms/get-component-fields-of';
import { getComponents, getComponentsSchemas } from '@portal/shared/cms/get-components';
import { getContent, getContentSchemas } from '@portal/shared/cms/get-content';
import { getContentFields, getContentFieldsSchemas } from '@portal/shared/cms/get-content-fields';
import { getContents, getContentsSchemas } from '@portal/shared/cms/get-contents';
import { getDataSources, getDataSourcesSchemas } from '@portal/shared/cms/get-data-sources';
import { getFieldTypes, getFieldTypesSchemas } from '@portal/shared/cms/get-field-types';
import { queryContent, queryContentSchemas } from '@portal/shared/cms/query-content';
import { saveComponent, saveComponentSchemas } from '@portal/shared/cms/save-component';
import { saveComponentField, saveComponentFieldSchemas } from '@portal/shared/cms/save-component-field';
import { saveContent, saveContentSchemas } from '@portal/shared/cms/save-content';
import {
  saveContentWithFields,
  saveContentWithFieldsSchemas,
} from '@portal/shared/cms/save-content-with-fields';
import { bindCall } from '../../platform/route';
import * as components from './components';
import * as contents from './contents';
import * as contentQuery from './query';

export const cmsRoutes = [
  bindCall(getComponents, getComponentsSchemas, ({ services, query }) =>
    components.getComponents(services.db, query),
  ),
  bindCall(getComponent, getComponentSchemas, ({ services, params }) =>
    components.getComponent(services.db, params.id),
  ),
  bindCall(getComponentFieldsOf, getComponentFieldsOfSchemas, ({ services, params }) =>
    components.getComponentFieldsOf(services.db, params.id),
  ),
  bindCall(saveComponent, saveComponentSchemas, ({ services, body }) =>
    components.saveComponent(services.db, body),
  ),
  bindCall(deleteComponent, deleteComponentSchemas, ({ services, params }) =>
    components.deleteComponent(services.db, params.id),
  ),
  bindCall(getFieldTypes, getFieldTypesSchemas, async ({ lang }) => components.getFieldTypes(lang)),
  bindCall(getComponentField, getComponentFieldSchemas, ({ services, params }) =>
    components.getComponentField(services.db, params.id),
  ),
  bindCall(saveComponentField, saveComponentFieldSchemas, ({ services, body }) =>
    components.saveComponentField(services.db, body),
  ),
  bindCall(deleteComponentField, deleteComponentFieldSchemas, ({ services, params }) =>
    components.deleteComponentField(services.db, params.id),
  ),
  bindCall(getDataSources, getDataSourcesSchemas, ({ services, lang }) =>
    components.getDataSources(services.db, lang),
  ),
  bindCall(getAllContentFields, getAllContentFieldsSchemas, ({ services }) =>
    components.getAllContentFields(services.db),
  ),
  bindCall(getContents, getContentsSchemas, ({ services, query }) =>
    contents.getContents(services.db, query),
  ),
  bindCall(getContent, getContentSchemas, ({ services, params }) =>
    contents.getContent(services.db, params.id),
  ),
  bindCall(getContentFields, getContentFieldsSchemas, ({ services, params }) =>
    contents.getContentFields(services.db, params.id),
  ),
  bindCall(saveContent, saveContentSchemas, ({ services, body }) => contents.saveContent(services.db, body)),
  bindCall(saveContentWithFields, saveContentWithFieldsSchemas, ({ services, body }) =>
    contents.saveContentWithFields(services.db, body),
  ),
  bindCall(deleteContent, deleteContentSchemas, ({ services, params }) =>
    contents.deleteContent(services.db, params.id),
  ),
  bindCall(queryContent, queryContentSchemas, ({ services, scope, lang, body }) =>
    contentQuery.queryContent(services.db, scope, body, lang),
  ),
];
