import { openMyCart as openMyCartCall } from '@portal/shared/cart/open-my-cart';
import { api } from '../../../lib/browser-api';

/**
 * POST /api/shoppingCart/mine with this browser's cart: the signed-in user's cart for its active customer, with this
 * browser's visitor cart merged into it. Silent: a failure leaves the browser's cart as it was.
 */
export const openMyCart = (sessionId: string | null) =>
  api.send(openMyCartCall, { body: { sessionId } }, { silent: true });
