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
import { estimateData } from './estimate-service';
import { customOrderFieldRules, ruledCreateRequest, visibleFields } from './field-rules';
import * as reads from './reads';
import * as estimates from './saved-estimates';
import * as customOrders from './service';

export const customOrderRoutes = [
  // Field settings (spec §7 Settings and configuration): a field hidden from the caller's roles is not returned, nor
  // written.
  bindCall(getCustomOrders, getCustomOrdersSchemas, async ({ services, scope, query, lang }) => {
    const [rules, page] = await Promise.all([
      customOrderFieldRules(services.db, scope),
      reads.listCustomOrders(services.db, scope, query, undefined, lang),
    ]);
    return { ...page, items: page.items.map((item) => visibleFields(rules, item)) };
  }),
  bindCall(
    getTopLevelCustomOrders,
    getTopLevelCustomOrdersSchemas,
    async ({ services, scope, query, lang }) => {
      const [rules, page] = await Promise.all([
        customOrderFieldRules(services.db, scope),
        reads.listCustomOrders(services.db, scope, query, reads.topLevelOnly, lang),
      ]);
      return { ...page, items: page.items.map((item) => visibleFields(rules, item)) };
    },
  ),
  bindCall(
    getCustomOrderChildren,
    getCustomOrderChildrenSchemas,
    async ({ services, scope, params, lang }) => {
      const rules = await customOrderFieldRules(services.db, scope);
      const detail = await reads.customOrderDetail(
        services.db,
        scope,
        params.id,
        { subItems: false, variants: false },
        lang,
      );
      return detail.children.map((child) => visibleFields(rules, child));
    },
  ),
  bindCall(getCustomOrder, getCustomOrderSchemas, async ({ services, scope, params, query, lang }) => {
    const rules = await customOrderFieldRules(services.db, scope);
    const detail = await reads.customOrderDetail(
      services.db,
      scope,
      params.id,
      { subItems: query.includeSubItems, variants: query.includeVariants },
      lang,
    );
    return visibleFields(rules, {
      ...detail,
      children: detail.children.map((child) => visibleFields(rules, child)),
    });
  }),
  bindCall(createCustomOrder, createCustomOrderSchemas, async ({ services, scope, body, lang }) =>
    customOrders.createCustomOrder(
      services,
      scope,
      ruledCreateRequest(await customOrderFieldRules(services.db, scope), body),
      lang,
    ),
  ),
  bindCall(
    uploadCustomOrderImages,
    uploadCustomOrderImagesSchemas,
    async ({ services, scope, request, lang }) => {
      const { fields, files } = await readMultipart(request);
      const { orderId } = parseFields(customOrderImagesFields, fields);
      return customOrders.addDesignImages(services, scope, orderId, files, lang);
    },
  ),
  bindCall(getEstimateData, getEstimateDataSchemas, ({ services, scope, lang }) =>
    estimateData(services.db, scope, lang),
  ),
  // Saved estimates (docs/decisions.md "Saved estimates").
  bindCall(getSavedEstimates, getSavedEstimatesSchemas, ({ services, scope, query, lang }) =>
    estimates.listSavedEstimates(services.db, scope, query, lang),
  ),
  bindCall(getSavedEstimate, getSavedEstimateSchemas, ({ services, scope, params, lang }) =>
    estimates.loadSavedEstimate(services.db, scope, params.id, lang),
  ),
  bindCall(saveEstimate, saveEstimateSchemas, ({ services, scope, body, lang }) =>
    estimates.createSavedEstimate(services.db, scope, body, lang),
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
