import { addToCartRequest, cartLine, cartSessionId, cartView } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { requireScope, type Services } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import { assertCustomerAccess, isStaff } from '../../platform/scope';
import * as cart from './service';

/** The spec sends the session id as `sessionId` or `SessionId`; query keys are matched case-insensitively anyway. */
const session = z.object({ sessionId: cartSessionId });
const sessionBody = z
  .object({ sessionId: cartSessionId.optional(), SessionId: cartSessionId.optional() })
  .refine((b) => b.sessionId ?? b.SessionId, {
    message: 'The cart session id is required',
    path: ['sessionId'],
  });
const sessionOf = (body: { sessionId?: string; SessionId?: string }) => (body.sessionId ?? body.SessionId)!;
const context = (services: Services, request: FastifyRequest) => ({
  language: requestLanguage(request),
  today: services.now().toISOString().slice(0, 10),
});
const text = (max: number) => z.string().trim().max(max).nullable().optional();
const stateId = z.coerce.number().int().positive().nullable().optional();

export const cartRoutes = [
  defineRoute({
    method: 'GET',
    url: '/shoppingCart/incoming-order-attributes',
    permission: 'public',
    summary:
      'The extra questions of an order (general ones and those of the customer’s type; staff name the customer)',
    query: z.object({ customerId: z.coerce.number().int().positive().optional() }),
    response: z.array(
      z.object({
        id: z.number(),
        code: z.string(),
        name: z.string(),
        valueType: z.string(),
        isRequired: z.boolean(),
      }),
    ),
    handler: ({ services, scope, query, request }) => {
      // Staff ordering for a customer see that customer's questions; anyone else sees their own.
      const forCustomer =
        query.customerId && scope && isStaff(scope) ? { customerId: query.customerId } : scope;
      return cart.incomingOrderAttributes(services.db, forCustomer, requestLanguage(request));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/shoppingCart/frontendGetBySessionId',
    permission: 'public',
    summary:
      'The storefront cart of a session (anonymous, or the signed-in customer’s, which claims an anonymous one)',
    query: session,
    response: cartView,
    handler: ({ services, scope, query, request }) => {
      const { language, today } = context(services, request);
      return cart.getCart(services.db, scope, query.sessionId, language, today);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/shoppingCart/getBySessionId',
    permission: 'CP_SHOPPING_CART:VIEW',
    summary: 'The signed-in customer’s cart of a session',
    query: session,
    response: cartView,
    handler: ({ services, scope, query, request }) => {
      const { language, today } = context(services, request);
      return cart.getCart(services.db, requireScope(scope), query.sessionId, language, today);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/shoppingCart/shoppingCartItems',
    permission: 'public',
    summary: 'The lines of a cart',
    query: session,
    response: z.array(cartLine),
    handler: async ({ services, scope, query, request }) => {
      const { language, today } = context(services, request);
      return (await cart.getCart(services.db, scope, query.sessionId, language, today)).items;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/shoppingCart/getDiscountValue',
    permission: 'public',
    summary: 'The discount of a cart (coupon and free items)',
    query: session,
    response: z.object({
      discountValue: z.number(),
      couponCode: z.string().nullable(),
      couponApplied: z.boolean(),
    }),
    handler: async ({ services, scope, query, request }) => {
      const { language, today } = context(services, request);
      const view = await cart.getCart(services.db, scope, query.sessionId, language, today);
      return {
        discountValue: view.discountValue,
        couponCode: view.couponCode,
        couponApplied: view.couponApplied,
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/ShoppingCart/addToCart',
    permission: 'public',
    summary: 'Add a configured product; the price is computed on the server',
    body: addToCartRequest,
    response: cartView,
    handler: ({ services, scope, body, request }) => {
      const { language, today } = context(services, request);
      const { sessionId, ...item } = body;
      return cart.addToCart(services.db, scope, sessionId, item, language, today);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/shoppingCart/updateQuantity',
    permission: 'public',
    summary: 'Change the quantity of a line (0 removes it)',
    body: sessionBody.and(
      z.object({
        id: z.coerce.number().int().positive(),
        quantity: z.coerce.number().int().min(0).max(10000),
      }),
    ),
    response: cartView,
    handler: ({ services, scope, body, request }) => {
      const { language, today } = context(services, request);
      return cart.updateQuantity(services.db, scope, sessionOf(body), body, language, today);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/shoppingCart/deleteCartItem/:id',
    permission: 'public',
    summary: 'Remove a line',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: session,
    response: cartView,
    handler: ({ services, scope, params, query, request }) => {
      const { language, today } = context(services, request);
      return cart.deleteCartItem(services.db, scope, query.sessionId, params.id, language, today);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/shoppingCart/clear-cart',
    permission: 'public',
    summary: 'Empty a cart',
    body: sessionBody,
    response: cartView,
    handler: ({ services, scope, body, request }) => {
      const { language, today } = context(services, request);
      return cart.clearCart(services.db, scope, sessionOf(body), language, today);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/shoppingCart/update-extra-info',
    permission: 'CP_SHOPPING_CART:EDIT',
    summary: 'PO number, notes, work order number and coupon code of the cart',
    body: sessionBody
      .and(
        z.object({
          poNumber: text(60),
          notes: text(2000),
          customerWoNumber: text(60),
          couponCode: text(40),
          customerId: z.coerce.number().int().positive().optional(),
          shippingMethodId: z.coerce.number().int().positive().nullable().optional(),
          shippingCountryId: z.coerce.number().int().positive().optional(),
          shippingStateId: stateId,
        }),
      )
      .refine((b) => !b.shippingMethodId || b.shippingCountryId, {
        message: 'The shipping country is required with a shipping method',
        path: ['shippingCountryId'],
      }),
    response: cartView,
    handler: ({ services, scope, body, request }) => {
      const { language, today } = context(services, request);
      const shipping =
        body.shippingMethodId === undefined
          ? undefined
          : body.shippingMethodId === null
            ? null
            : {
                methodId: body.shippingMethodId,
                countryId: body.shippingCountryId!,
                stateId: body.shippingStateId ?? null,
              };
      return cart.updateExtraInfo(
        services.db,
        requireScope(scope),
        sessionOf(body),
        { ...body, shipping },
        language,
        today,
      );
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/shoppingCart/update-tax',
    permission: 'CP_SHOPPING_CART:EDIT',
    summary: 'The billing and shipping states the tax is computed from; staff may fix the tax value',
    body: sessionBody.and(
      z.object({
        billingStateId: stateId,
        shippingStateId: stateId,
        fixedSalesTax: z.coerce.number().min(0).max(1_000_000).nullable().optional(),
      }),
    ),
    response: cartView,
    handler: ({ services, scope, body, request }) => {
      const { language, today } = context(services, request);
      return cart.updateTax(services.db, requireScope(scope), sessionOf(body), body, language, today);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/shoppingCart/get-sales-tax',
    permission: 'CP_SHOPPING_CART:VIEW',
    summary: 'Whether tax applies and its rate, for a customer and billing and shipping states',
    body: z.object({
      customerId: z.coerce.number().int().positive().optional(),
      billingStateId: stateId,
      shippingStateId: stateId,
    }),
    response: z.object({ enabled: z.boolean(), percent: z.number(), isTaxExempt: z.boolean() }),
    handler: ({ services, scope, body }) => {
      const caller = requireScope(scope);
      const customerId = body.customerId ?? caller.customerId;
      if (customerId) assertCustomerAccess(caller, customerId, 'The customer');
      return cart.salesTaxFor(services.db, {
        customerId: customerId ?? null,
        billingStateId: body.billingStateId ?? null,
        shippingStateId: body.shippingStateId ?? null,
      });
    },
  }),
];
