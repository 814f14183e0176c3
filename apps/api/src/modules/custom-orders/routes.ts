import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { parseFields, readMultipart } from '../../platform/multipart';
import { pagingQuery } from '../../platform/paging';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import { estimateData } from './estimate-service';
import * as reads from './reads';
import * as customOrders from './service';

const id = z.object({ id: z.coerce.number().int().positive() });
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

const design = z.object({
  itemTypeID: z.coerce.number({ message: 'Choose a product' }).int().positive('Choose a product'),
  metalID: z.coerce.number().int().positive().nullable().optional(),
  quantity: z.coerce.number().int().min(1, 'Quantity must be at least 1').max(1000).default(1),
  variantIDs: z.array(z.coerce.number().int().positive()).max(50).default([]),
  subItems: z
    .array(
      z.object({
        itemTypeID: z.coerce.number().int().positive(),
        attachedEntityTypeId: z.coerce.number().int().positive().nullable().optional(),
        quantity: z.coerce.number().min(0).max(10000),
      }),
    )
    .max(100)
    .optional(),
  configuration: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).default({}),
  description: z.string().trim().max(4000).optional(),
});

const summary = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  itemTypeID: z.number(),
  code: z.string(),
  name: z.string(),
  metalName: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  description: z.string().nullable(),
  jobOrderId: z.number().nullable(),
  jobOrderCode: z.string().nullable(),
  imageUrl: z.string().nullable(),
  childCount: z.number(),
  createdAt: z.string(),
});
const image = z.object({ id: z.number(), url: z.string() });
const listQuery = pagingQuery(1).extend({ customerId: z.coerce.number().int().positive().optional() });
const page = z.object({
  items: z.array(summary),
  pagingData: z.object({ itemCount: z.number(), pageNo: z.number(), pageSize: z.number() }),
});

export const customOrderRoutes = [
  defineRoute({
    method: 'GET',
    url: '/customOrders',
    permission: 'CP_ORDER_CREATION:VIEW',
    summary: 'Custom orders of the caller’s customer (staff: all, or one customer), newest first',
    query: listQuery,
    response: page,
    handler: ({ services, scope, query, request }) =>
      reads.listCustomOrders(services.db, requireScope(scope), query, undefined, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/customOrders/getTopLevelCustomOrders',
    permission: 'CP_ORDER_CREATION:VIEW',
    summary: 'Custom orders that are not part of another one',
    query: listQuery,
    response: page,
    handler: ({ services, scope, query, request }) =>
      reads.listCustomOrders(
        services.db,
        requireScope(scope),
        query,
        reads.topLevelOnly,
        requestLanguage(request),
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/customOrders/getByParentId/:id',
    permission: 'CP_ORDER_CREATION:VIEW',
    summary: 'The child custom orders of one (the band of a bridal set)',
    params: id,
    response: z.array(summary),
    handler: async ({ services, scope, params, request }) =>
      (
        await reads.customOrderDetail(
          services.db,
          requireScope(scope),
          params.id,
          { subItems: false, variants: false },
          requestLanguage(request),
        )
      ).children,
  }),
  defineRoute({
    method: 'GET',
    url: '/customOrders/:id',
    permission: 'CP_ORDER_CREATION:VIEW',
    summary: 'A custom order with (includeSubItems) its stones and parts and (includeVariants) its variants',
    params: id,
    query: z.object({ includeSubItems: flag, includeVariants: flag }),
    response: summary.extend({
      metalID: z.number().nullable(),
      configuration: z.record(z.string(), z.unknown()),
      subItems: z.array(
        z.object({
          itemTypeID: z.number(),
          attachedEntityTypeId: z.number().nullable(),
          code: z.string(),
          name: z.string(),
          quantity: z.number(),
        }),
      ),
      variants: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
      images: z.array(image),
      children: z.array(summary),
    }),
    handler: ({ services, scope, params, query, request }) =>
      reads.customOrderDetail(
        services.db,
        requireScope(scope),
        params.id,
        { subItems: query.includeSubItems, variants: query.includeVariants },
        requestLanguage(request),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/customOrders/createOrder',
    permission: 'CP_ORDER_CREATION:EDIT',
    summary: 'Submit a designed piece (and its children) as a job order, or add it to its parent’s job order',
    body: design.extend({
      parentId: z.coerce.number().int().positive().optional(),
      customerId: z.coerce.number().int().positive().optional(),
      children: z.array(design).max(10).default([]),
    }),
    response: z.object({
      id: z.number(),
      order_code: z.string(),
      jobTypeCode: z.literal('JO'),
      orderId: z.number(),
      price: z.number(),
    }),
    handler: ({ services, scope, body, request }) =>
      customOrders.createCustomOrder(services, requireScope(scope), body, requestLanguage(request)),
  }),
  defineRoute({
    method: 'POST',
    url: '/customOrders/generateImagesForExistingOrder',
    permission: 'CP_ORDER_CREATION:EDIT',
    summary: 'Add reference pictures to a custom order (multipart orderId, files)',
    multipart: true,
    response: z.array(image),
    handler: async ({ services, scope, request }) => {
      const { fields, files } = await readMultipart(request);
      const { orderId } = parseFields(z.object({ orderId: z.coerce.number().int().positive() }), fields);
      return customOrders.addDesignImages(services, requireScope(scope), orderId, files);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/Estimate/data',
    permission: 'CP_ORDER_CREATION:VIEW',
    summary:
      'What the estimate screen offers: service types by group, treatments, priorities, metals and prices',
    response: z.object({
      serviceTypeGroups: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          serviceTypes: z.array(
            z.object({ id: z.number(), code: z.string(), name: z.string(), basePrice: z.number() }),
          ),
        }),
      ),
      treatments: z.array(
        z.object({ id: z.number(), code: z.string(), name: z.string(), price: z.number() }),
      ),
      priorities: z.array(
        z.object({ id: z.number(), code: z.string(), name: z.string(), surchargePercent: z.number() }),
      ),
      metals: z.array(
        z.object({ id: z.number(), code: z.string(), name: z.string(), pricePerGram: z.number() }).loose(),
      ),
      currencySymbol: z.string(),
      masterAlloyPrices: z.array(z.object({ code: z.string(), name: z.string(), pricePerOunce: z.number() })),
      attributes: z.array(
        z.object({
          id: z.number(),
          code: z.string(),
          name: z.string(),
          valueType: z.string(),
          unit: z.string().nullable(),
          options: z.array(z.object({ value: z.string(), label: z.string() })),
        }),
      ),
      jobTypeAttributes: z.array(
        z.object({
          id: z.number(),
          code: z.string(),
          name: z.string(),
          valueType: z.string(),
          isRequired: z.boolean(),
        }),
      ),
      infoText: z.string(),
    }),
    handler: ({ services, scope, request }) =>
      estimateData(services.db, requireScope(scope), requestLanguage(request)),
  }),
];
