import { addToCart, addToCartSchemas } from '@portal/shared/cart/add-to-cart';
import { clearCart, clearCartSchemas } from '@portal/shared/cart/clear-cart';
import { deleteCartItem, deleteCartItemSchemas } from '@portal/shared/cart/delete-cart-item';
import { getCart, getCartSchemas } from '@portal/shared/cart/get-cart';
import { getCartItems, getCartItemsSchemas } from '@portal/shared/cart/get-cart-items';
import { getDiscountValue, getDiscountValueSchemas } from '@portal/shared/cart/get-discount-value';
import {
  getIncomingOrderAttributes,
  getIncomingOrderAttributesSchemas,
} from '@portal/shared/cart/get-incoming-order-attributes';
import { getSalesTax, getSalesTaxSchemas } from '@portal/shared/cart/get-sales-tax';
import { getStorefrontCart, getStorefrontCartSchemas } from '@portal/shared/cart/get-storefront-cart';
import { lockCartMetalPrice, lockCartMetalPriceSchemas } from '@portal/shared/cart/lock-cart-metal-price';
import { quickAddToCart, quickAddToCartSchemas } from '@portal/shared/cart/quick-add-to-cart';
import { openMyCart, openMyCartSchemas } from '@portal/shared/cart/open-my-cart';
import { updateQuantity, updateQuantitySchemas } from '@portal/shared/cart/update-quantity';
import { updateTax, updateTaxSchemas } from '@portal/shared/cart/update-tax';
import type { Services } from '../../platform/request-context';
import { bindCall } from '../../platform/route';
import * as myCart from './my-cart';
import * as priceLock from './price-lock';
import { quickOrderFromFile } from './quick-order-file';
import * as quickOrder from './quick-add';
import * as lines from './service/cart-lines';
import * as view from './service/cart-view';
import * as orderAttributes from './service/incoming-order-attributes';
import * as salesTax from './service/sales-tax';
import * as tax from './service/update-tax';

/** The day coupons and prices are checked against. */
const today = (services: Services) => services.now().toISOString().slice(0, 10);

// POST /shoppingCart/update-extra-info prices the chosen shipping method: it is bound in flows/checkout-shipping.ts.
export const cartRoutes = [
  bindCall(
    getIncomingOrderAttributes,
    getIncomingOrderAttributesSchemas,
    ({ services, scope, lang, query }) =>
      orderAttributes.getIncomingOrderAttributes(services.db, scope, query, lang),
  ),
  bindCall(getStorefrontCart, getStorefrontCartSchemas, ({ services, scope, lang, query }) =>
    view.getStorefrontCart(services.db, scope, query.sessionId, lang, today(services)),
  ),
  bindCall(getCart, getCartSchemas, ({ services, scope, lang, query }) =>
    view.getCart(services.db, scope, query.sessionId, lang, today(services)),
  ),
  bindCall(getCartItems, getCartItemsSchemas, ({ services, scope, lang, query }) =>
    view.getCartItems(services.db, scope, query.sessionId, lang, today(services)),
  ),
  bindCall(getDiscountValue, getDiscountValueSchemas, ({ services, scope, lang, query }) =>
    view.getDiscountValue(services.db, scope, query.sessionId, lang, today(services)),
  ),
  bindCall(addToCart, addToCartSchemas, ({ services, scope, lang, body }) =>
    lines.addToCart(services.db, scope, body.sessionId, body, lang, today(services)),
  ),
  bindCall(updateQuantity, updateQuantitySchemas, ({ services, scope, lang, body }) =>
    lines.updateQuantity(services.db, scope, view.sessionOf(body), body, lang, today(services)),
  ),
  bindCall(deleteCartItem, deleteCartItemSchemas, ({ services, scope, lang, params, query }) =>
    lines.deleteCartItem(services.db, scope, query.sessionId, params.id, lang, today(services)),
  ),
  bindCall(clearCart, clearCartSchemas, ({ services, scope, lang, body }) =>
    lines.clearCart(services.db, scope, view.sessionOf(body), lang, today(services)),
  ),
  bindCall(updateTax, updateTaxSchemas, ({ services, scope, lang, body }) =>
    tax.updateTax(services.db, scope, view.sessionOf(body), body, lang, today(services)),
  ),
  bindCall(getSalesTax, getSalesTaxSchemas, ({ services, scope, body }) =>
    salesTax.getSalesTax(services.db, scope, body),
  ),
  bindCall(openMyCart, openMyCartSchemas, ({ services, scope, body }) =>
    myCart.openMyCart(services.db, scope, body),
  ),
  bindCall(lockCartMetalPrice, lockCartMetalPriceSchemas, ({ services, scope, lang, body }) =>
    priceLock.lockCartMetalPrice(services.db, scope, view.sessionOf(body), lang, today(services)),
  ),
  bindCall(quickAddToCart, quickAddToCartSchemas, async ({ services, scope, lang, body, request }) =>
    quickOrder.quickAddToCart(
      services.db,
      scope,
      request.isMultipart() ? await quickOrderFromFile(request, lang) : body,
      lang,
      today(services),
    ),
  ),
];
