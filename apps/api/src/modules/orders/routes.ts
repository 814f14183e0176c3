import { submitOrderRequest, submitOrderResponse } from '@portal/shared';
import { requestLanguage } from '../../platform/language';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import { submitOrder } from './submit-service';

export const orderSubmissionRoutes = [
  defineRoute({
    method: 'POST',
    url: '/shoppingCart/submitOrder',
    permission: 'CP_SHOPPING_CART:EDIT',
    summary:
      'Turn the cart into a job order, sales order or price quote (one per idempotency key) and e-mail a confirmation',
    body: submitOrderRequest,
    response: submitOrderResponse,
    handler: ({ services, scope, body, request }) =>
      submitOrder(services, requireScope(scope), body, requestLanguage(request)),
  }),
];
