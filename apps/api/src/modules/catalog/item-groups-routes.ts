import { deleteItemGroup, deleteItemGroupSchemas } from '@portal/shared/catalog/delete-item-group';
import { getItemGroups, getItemGroupsSchemas } from '@portal/shared/catalog/get-item-groups';
import {
  getItemTypesOfGroup,
  getItemTypesOfGroupSchemas,
} from '@portal/shared/catalog/get-item-types-of-group';
import {
  getManagedItemGroups,
  getManagedItemGroupsSchemas,
} from '@portal/shared/catalog/get-managed-item-groups';
import { saveItemGroup, saveItemGroupSchemas } from '@portal/shared/catalog/save-item-group';
import { bindCall } from '../../platform/route';
import * as groups from './item-groups-service';

export const itemGroupRoutes = [
  bindCall(getItemGroups, getItemGroupsSchemas, ({ services, lang }) =>
    groups.getItemGroups(services.db, lang),
  ),
  bindCall(getManagedItemGroups, getManagedItemGroupsSchemas, ({ services, lang }) =>
    groups.getManagedItemGroups(services.db, lang),
  ),
  bindCall(getItemTypesOfGroup, getItemTypesOfGroupSchemas, ({ services, lang, params }) =>
    groups.getItemTypesOfGroup(services.db, lang, params.groupID),
  ),
  bindCall(saveItemGroup, saveItemGroupSchemas, ({ services, scope, body }) =>
    groups.saveItemGroup(services.db, scope, body),
  ),
  bindCall(deleteItemGroup, deleteItemGroupSchemas, ({ services, scope, params }) =>
    groups.deleteItemGroup(services.db, scope, params.id),
  ),
];
