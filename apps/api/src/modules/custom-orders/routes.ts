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
import { parseFields, readMultipart } from '../../platform/multipart';
import { bindCall } from '../../platform/route';
import { estimateData } from './estimate-service';
import * as reads from './reads';
import * as customOrders from './service';

export const customOrderRoutes = [
  bindCall(getCustomOrders, getCustomOrdersSchemas, ({ services, scope, query, lang }) =>
    reads.listCustomOrders(services.db, scope, query, undefined, lang),
  ),
  bindCall(getTopLevelCustomOrders, getTopLevelCustomOrdersSchemas, ({ services, scope, query, lang }) =>
    reads.listCustomOrders(services.db, scope, query, reads.topLevelOnly, lang),
  ),
  bindCall(
    getCustomOrderChildren,
    getCustomOrderChildrenSchemas,
    async ({ services, scope, params, lang }) =>
      (
        await reads.customOrderDetail(
          services.db,
          scope,
          params.id,
          { subItems: false, variants: false },
          lang,
        )
      ).children,
  ),
  bindCall(getCustomOrder, getCustomOrderSchemas, ({ services, scope, params, query, lang }) =>
    reads.customOrderDetail(
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
  bindCall(uploadCustomOrderImages, uploadCustomOrderImagesSchemas, async ({ services, scope, request }) => {
    const { fields, files } = await readMultipart(request);
    const { orderId } = parseFields(customOrderImagesFields, fields);
    return customOrders.addDesignImages(services, scope, orderId, files);
  }),
  bindCall(getEstimateData, getEstimateDataSchemas, ({ services, scope, lang }) =>
    estimateData(services.db, scope, lang),
  ),
];
