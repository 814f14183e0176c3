import { DECLINE_REASONS } from '@portal/shared/orders/decline-reasons';
import { cartSessionId, cartView, ORDER_SORTS, orderListItem, pagedOf } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { parseFields, readMultipart } from '../../platform/multipart';
import { filtersParam, pagingQuery } from '../../platform/paging';
import { requireScope, type Services } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import type { Scope } from '../../platform/scope';
import * as actions from './order-actions';
import * as detail from './order-detail';
import { listOrders, listRequestFrom } from './order-lists';
import { addNote, listNotes, type NoteKind } from './order-notes';
import { jobServices } from './job-services';

const id = z.object({ id: z.coerce.number().int().positive() });
export const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);
export const statusAnswer = z.object({
  id: z.number(),
  code: z.string(),
  statusCode: z.string(),
  statusName: z.string(),
  listGroup: z.string(),
});
export const noteRow = z.object({
  id: z.number(),
  kind: z.string(),
  note: z.string(),
  entityTypeCode: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  author: z.string().nullable(),
  authorIsStaff: z.boolean(),
  onBehalfBy: z.string().nullable(),
  createdAt: z.string(),
});
export const noteAdded = z.object({ id: z.number(), imageUrl: z.string().nullable(), createdAt: z.string() });
export const orderLine = z.object({
  id: z.number(),
  itemTypeID: z.number(),
  code: z.string(),
  name: z.string(),
  metalID: z.number().nullable(),
  metalName: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
  lineTotal: z.number(),
  variantIDs: z.array(z.number()),
  configuration: z.record(z.string(), z.unknown()),
  imageURL: z.string().nullable(),
  customAttributes: z.array(
    z.object({ id: z.number(), name: z.string(), value: z.string(), fileUrl: z.string().nullable() }),
  ),
});

/** The list query shared by the three lists; job orders page from 0 (spec §9). */
export const orderListQuery = (base: 0 | 1) =>
  pagingQuery(base).extend({
    filters: filtersParam,
    tab: z.enum(['new', 'processing', 'closed', 'all']).optional(),
    status: z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(['ALL', 'OPEN', 'CLOSED'], { message: 'status must be ALL, OPEN or CLOSED' }))
      .optional(),
    statusCode: z.string().max(40).optional(),
    customerId: z.coerce.number().int().positive().optional(),
    search: z.string().max(100).optional(),
    dateFrom: z.iso.date().optional(),
    dateTo: z.iso.date().optional(),
    sortBy: z.enum(ORDER_SORTS).optional(),
    sortAsc: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  });

const noteFields = z.object({
  note: text('The note', 4000),
  jobOrderID: z.coerce.number().int().positive(),
  entityTypeCode: z.string().trim().max(40).optional(),
});

/** Notes come as multipart (with an optional picture) or as JSON without one. */
async function noteForm(request: FastifyRequest) {
  if (!request.isMultipart())
    return {
      input: parseFields(noteFields, (request.body ?? {}) as Record<string, unknown>),
      image: undefined,
    };
  const { fields, files } = await readMultipart(request);
  return {
    input: parseFields(noteFields, fields),
    image: files.find((f) => f.field === 'image') ?? files[0],
  };
}

async function postNote(services: Services, scope: Scope, request: FastifyRequest, noteKind: NoteKind) {
  const { input, image } = await noteForm(request);
  return addNote(
    services,
    scope,
    'JO',
    input.jobOrderID,
    { text: input.note, noteKind, entityTypeCode: input.entityTypeCode ?? null },
    image,
  );
}

export const jobOrderRoutes = [
  defineRoute({
    method: 'GET',
    url: '/JobOrders/job-orders',
    permission: 'CP_JOB_ORDERS:VIEW',
    summary:
      'Job orders: tab (new, processing, closed, all) or status ALL/OPEN/CLOSED, search, filters; pageNo from 0',
    query: orderListQuery(0),
    response: pagedOf(orderListItem),
    handler: ({ services, scope, query, request }) =>
      listOrders(
        services.db,
        requireScope(scope),
        listRequestFrom('JO', 0, { ...query, openClosed: query.status }, query.filters),
        requestLanguage(request),
      ),
  }),
  defineRoute({
    method: 'GET',
    url: '/JobOrders/job-services',
    permission: 'CP_JOB_ORDERS:VIEW',
    summary:
      'Job orders in work grouped by the service type they were approved with; one group pages with serviceTypeId',
    query: pagingQuery(0).extend({ serviceTypeId: z.coerce.number().int().positive().optional() }),
    response: z.array(
      z.object({
        id: z.number(),
        code: z.string(),
        serviceTypeName: z.string(),
        jobCount: z.number(),
        page: z.number(),
        jobs: z.array(orderListItem),
      }),
    ),
    handler: ({ services, scope, query, request }) =>
      jobServices(services.db, requireScope(scope), query, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/JobOrders/:id/items',
    permission: 'CP_JOB_ORDERS:VIEW',
    summary: 'The pieces of a job order',
    params: id,
    response: z.array(orderLine),
    handler: ({ services, scope, params }) =>
      detail.orderItemsOf(services.db, requireScope(scope), 'JO', params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/JobOrders/:id/allItems',
    permission: 'CP_JOB_ORDERS:VIEW',
    summary: 'The pieces of a job order with the stones and parts each is made with',
    params: id,
    response: z.array(
      orderLine.extend({
        subItems: z.array(
          z.object({ itemTypeID: z.number(), code: z.string(), name: z.string(), quantity: z.number() }),
        ),
      }),
    ),
    handler: ({ services, scope, params, request }) =>
      detail.jobOrderAllItems(services.db, requireScope(scope), params.id, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/JobItem/job-items-by-job-id/:id',
    permission: 'CP_JOB_ORDERS:VIEW',
    summary: 'The job items of a job order with their custom attributes and files',
    params: id,
    response: z.array(orderLine),
    handler: ({ services, scope, params }) =>
      detail.orderItemsOf(services.db, requireScope(scope), 'JO', params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/JobOrders/:id/images',
    permission: 'CP_JOB_ORDERS:VIEW',
    summary: 'Pictures of a job order: the custom design’s, its pieces’, then pictures attached to notes',
    params: id,
    response: z.array(
      z.object({ url: z.string(), source: z.enum(['design', 'item', 'note']), caption: z.string() }),
    ),
    handler: ({ services, scope, params }) =>
      detail.jobOrderImages(services.db, requireScope(scope), params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/job-orders-extended/:id/detail',
    permission: 'CP_JOB_ORDERS:VIEW',
    summary:
      'Everything about a job order: customer, addresses, answers, totals, items and the status timeline',
    params: id,
    response: z.record(z.string(), z.unknown()),
    handler: ({ services, scope, params, request }) =>
      detail.orderDetail(services.db, requireScope(scope), 'JO', params.id, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/JobOrders/:id/notes',
    permission: 'CP_JOB_ORDERS:VIEW',
    summary: 'Notes of a job order (staff also read internal notes)',
    params: id,
    response: z.array(noteRow),
    handler: ({ services, scope, params }) =>
      listNotes(services.db, requireScope(scope), 'JO', params.id, 'notes'),
  }),
  defineRoute({
    method: 'GET',
    url: '/JobOrders/:id/customernotes',
    permission: 'CP_JOB_ORDERS:VIEW',
    summary: 'Customer notes of a job order, with their pictures',
    params: id,
    response: z.array(noteRow),
    handler: ({ services, scope, params }) =>
      listNotes(services.db, requireScope(scope), 'JO', params.id, 'customernotes'),
  }),
  defineRoute({
    method: 'POST',
    url: '/JobOrders/notes',
    permission: 'CP_JOB_ORDERS:EDIT',
    summary: 'Add a note to a job order (multipart note, jobOrderID, optional image; or JSON without image)',
    multipart: true,
    response: noteAdded,
    handler: ({ services, scope, request }) => postNote(services, requireScope(scope), request, 'NOTE'),
  }),
  defineRoute({
    method: 'POST',
    url: '/JobOrders/customernotes',
    permission: 'CP_JOB_ORDERS:EDIT',
    summary: 'Add a customer note with a picture (multipart image, note, jobOrderID, entityTypeCode)',
    multipart: true,
    response: noteAdded,
    handler: ({ services, scope, request }) => postNote(services, requireScope(scope), request, 'CUSTOMER'),
  }),
  defineRoute({
    method: 'POST',
    url: '/JobOrders/job-note-insert',
    permission: 'CP_JOB_ORDERS:STATUS',
    summary: 'Staff: an internal note on a job order, customers never see it',
    body: z.object({
      JobOrderID: z.coerce.number().int().positive(),
      Note: text('The note', 4000),
      UserId: z.coerce.number().int().positive().optional(),
    }),
    response: noteAdded,
    handler: ({ services, scope, body }) =>
      addNote(
        services,
        requireScope(scope),
        'JO',
        body.JobOrderID,
        { text: body.Note, noteKind: 'INTERNAL', authorUserId: body.UserId },
        undefined,
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/JobOrders/:id/cancel',
    permission: 'CP_JOB_ORDERS:EDIT',
    summary: 'Cancel a job order that has not started (409 otherwise)',
    params: id,
    response: statusAnswer,
    handler: ({ services, scope, params, request }) =>
      actions.cancelJobOrder(services, requireScope(scope), params.id, requestLanguage(request)),
  }),
  defineRoute({
    method: 'POST',
    url: '/JobOrders/re-order/:id',
    permission: 'CP_SHOPPING_CART:EDIT',
    summary: 'Copy the pieces of a job order into the cart of the session, at today’s prices',
    params: id,
    body: z.object({ sessionId: cartSessionId }),
    response: z.object({ cart: cartView, skipped: z.array(z.string()) }),
    handler: ({ services, scope, params, body, request }) =>
      actions.reorderJobOrder(
        services,
        requireScope(scope),
        params.id,
        body.sessionId,
        requestLanguage(request),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/JobOrders/:id/approve',
    permission: 'CP_JOB_ORDERS:APPROVE',
    summary: 'Approve a job order waiting for approval, with the service type it is made under',
    params: id,
    body: z.object({
      serviceType: z.union([z.number().int().positive(), z.string().trim().min(1).max(40)], {
        message: 'The service type is required',
      }),
    }),
    response: statusAnswer,
    handler: ({ services, scope, params, body, request }) =>
      actions.approveJobOrder(
        services,
        requireScope(scope),
        params.id,
        body.serviceType,
        requestLanguage(request),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/JobOrders/:id/decline',
    permission: 'CP_JOB_ORDERS:APPROVE',
    summary: 'Decline a job order waiting for approval; a reason is required',
    params: id,
    body: z.object({
      reason: z.enum(DECLINE_REASONS, 'Choose one of the listed reasons').optional(),
      reasonText: text('A reason', 2000),
    }),
    response: statusAnswer,
    handler: ({ services, scope, params, body, request }) =>
      actions.declineJobOrder(
        services,
        requireScope(scope),
        params.id,
        { reason: body.reason || null, reasonText: body.reasonText },
        requestLanguage(request),
      ),
  }),
  defineRoute({
    method: 'POST',
    url: '/JobOrders/update-status',
    permission: 'CP_JOB_ORDERS:STATUS',
    summary: 'Staff: move job orders to a status, all of them or none',
    body: z.object({
      JobIds: z.array(z.coerce.number().int().positive()).min(1, 'Choose at least one job order').max(500),
      StatusTypeCode: z.string().trim().min(1, 'The status is required').max(40),
    }),
    response: z.object({ updated: z.number(), statusCode: z.string() }),
    handler: ({ services, scope, body }) =>
      actions.updateJobOrderStatuses(services, requireScope(scope), body.JobIds, body.StatusTypeCode),
  }),
];
