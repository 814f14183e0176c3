import { addItemsToCategory, addItemsToCategorySchemas } from '@portal/shared/catalog/add-items-to-category';
import { createCategory, createCategorySchemas } from '@portal/shared/catalog/create-category';
import { deleteCategory, deleteCategorySchemas } from '@portal/shared/catalog/delete-category';
import { getAddableItems, getAddableItemsSchemas } from '@portal/shared/catalog/get-addable-items';
import { getCategoryItems, getCategoryItemsSchemas } from '@portal/shared/catalog/get-category-items';
import {
  removeItemsFromCategory,
  removeItemsFromCategorySchemas,
} from '@portal/shared/catalog/remove-items-from-category';
import { updateCategory, updateCategorySchemas } from '@portal/shared/catalog/update-category';
import { bindCall } from '../../platform/route';
import * as admin from './category-admin-service';
import { readCategoryForm } from './category-form';

export const categoryAdminRoutes = [
  bindCall(createCategory, createCategorySchemas, async ({ services, scope, request }) => {
    const { input, files } = await readCategoryForm(request);
    return admin.createCategory(services, scope, input, files);
  }),
  bindCall(updateCategory, updateCategorySchemas, async ({ services, scope, request, params }) => {
    const { input, files } = await readCategoryForm(request);
    return admin.updateCategory(services, scope, params.id, input, files);
  }),
  bindCall(deleteCategory, deleteCategorySchemas, ({ services, scope, query }) =>
    admin.deleteCategory(services, scope, query.id),
  ),
  bindCall(getCategoryItems, getCategoryItemsSchemas, ({ services, params }) =>
    admin.getCategoryItems(services.db, params.id),
  ),
  bindCall(getAddableItems, getAddableItemsSchemas, ({ services, query }) =>
    admin.getAddableItems(services.db, query),
  ),
  bindCall(addItemsToCategory, addItemsToCategorySchemas, ({ services, scope, params, body }) =>
    admin.addItemsToCategory(services, scope, params.id, body),
  ),
  bindCall(removeItemsFromCategory, removeItemsFromCategorySchemas, ({ services, scope, params, body }) =>
    admin.removeItemsFromCategory(services, scope, params.id, body),
  ),
];
