import {
  createCustomOrder,
  createCustomOrderSchemas,
} from '@portal/shared/custom-orders/create-custom-order';
import { getCustomOrder, getCustomOrderSchemas } from '@portal/shared/custom-orders/get-custom-order';
import {
  getCustomOrderChildren,
  getCustomOrderChildrenSchemas,
} from '@portal/shared/custom-orders/get-custom-order-children';
import { getCustomOrders, getCustomOrdersSchemas } from '@portal/shared/custom-orders/get-custom-orders';
import { getEstimateData, getEstimateDataSchemas } from '@portal/shared/custom-orders/get-estimate-data';
import {
  getTopLevelCustomOrders,
  getTopLevelCustomOrdersSchemas,
} from '@portal/shared/custom-orders/get-top-level-custom-orders';
import { customOrderImagesFields } from '@portal/shared/custom-orders/schemas';
import {
  uploadCustomOrderImages,
  uploadCustomOrderImagesSchemas,
} from '@portal/shared/custom-orders/upload-custom-order-images';
import {
  deleteSavedEstimate,
  deleteSavedEstimateSchemas,
} from '@portal/shared/custom-orders/delete-saved-estimate';
import { getSavedEstimate, getSavedEstimateSchemas } from '@portal/shared/custom-orders/get-saved-estimate';
import {
  getSavedEstimates,
  getSavedEstimatesSchemas,
} from '@portal/shared/custom-orders/get-saved-estimates';
import { saveEstimate, saveEstimateSchemas } from '@portal/shared/custom-orders/save-estimate';
import {
  sendSavedEstimate,
  sendSavedEstimateSchemas,
} from '@portal/shared/custom-orders/send-saved-estimate';
import {
  updateSavedEstimate,
  updateSavedEstimateSchemas,
} from '@portal/shared/custom-orders/update-saved-estimate';
import { parseFields, readMultipart } from '../../platform/multipart';
import { bindCall } from '../../platform/route';
import * as estimate from './estimate-service';
import * as reads from './reads';
import * as estimates from './saved-estimates';
import * as customOrders from './service';

export const customOrderRoutes = [
  bindCall(getCustomOrders, getCustomOrdersSchemas, ({ services, scope, query, lang }) =>
    reads.getCustomOrders(services.db, scope, query, lang),
  ),
  bindCall(getTopLevelCustomOrders, getTopLevelCustomOrdersSchemas, ({ services, scope, query, lang }) =>
    reads.getTopLevelCustomOrders(services.db, scope, query, lang),
  ),
  bindCall(getCustomOrderChildren, getCustomOrderChildrenSchemas, ({ services, scope, params, lang }) =>
    reads.getCustomOrderChildren(services.db, scope, params.id, lang),
  ),
  bindCall(getCustomOrder, getCustomOrderSchemas, ({ services, scope, params, query, lang }) =>
    reads.getCustomOrder(
      services.db,
      scope,
      params.id,
      { subItems: query.includeSubItems, variants: query.includeVariants },
      lang,
    ),
  ),
  bindCall(createCustomOrder, createCustomOrderSchemas, ({ services, scope, body, lang }) =>
    customOrders.createCustomOrder(services, scope, body, lang),
  ),
  bindCall(
    uploadCustomOrderImages,
    uploadCustomOrderImagesSchemas,
    async ({ services, scope, request, lang }) => {
      const { fields, files } = await readMultipart(request);
      const { orderId } = parseFields(customOrderImagesFields, fields);
      return customOrders.uploadCustomOrderImages(services, scope, orderId, files, lang);
    },
  ),
  bindCall(getEstimateData, getEstimateDataSchemas, ({ services, scope, lang }) =>
    estimate.getEstimateData(services.db, scope, lang),
  ),
  // Saved estimates (docs/decisions.md "Saved estimates").
  bindCall(getSavedEstimates, getSavedEstimatesSchemas, ({ services, scope, query, lang }) =>
    estimates.getSavedEstimates(services.db, scope, query, lang),
  ),
  bindCall(getSavedEstimate, getSavedEstimateSchemas, ({ services, scope, params, lang }) =>
    estimates.getSavedEstimate(services.db, scope, params.id, lang),
  ),
  bindCall(saveEstimate, saveEstimateSchemas, ({ services, scope, body, lang }) =>
    estimates.saveEstimate(services.db, scope, body, lang),
  ),
  bindCall(updateSavedEstimate, updateSavedEstimateSchemas, ({ services, scope, params, body, lang }) =>
    estimates.updateSavedEstimate(services.db, scope, params.id, body, lang),
  ),
  bindCall(deleteSavedEstimate, deleteSavedEstimateSchemas, ({ services, scope, params }) =>
    estimates.deleteSavedEstimate(services.db, scope, params.id),
  ),
  bindCall(sendSavedEstimate, sendSavedEstimateSchemas, ({ services, scope, params, body, lang }) =>
    estimates.sendSavedEstimate(services, scope, params.id, body.as, lang),
  ),
];
