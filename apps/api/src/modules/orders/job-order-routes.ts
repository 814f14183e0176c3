import type { Language } from '@portal/shared/platform/language';
import { addInternalNote, addInternalNoteSchemas } from '@portal/shared/orders/add-internal-note';
import {
  addJobOrderCustomerNote,
  addJobOrderCustomerNoteSchemas,
} from '@portal/shared/orders/add-job-order-customer-note';
import { addJobOrderNote, addJobOrderNoteSchemas } from '@portal/shared/orders/add-job-order-note';
import { approveWeight, approveWeightSchemas } from '@portal/shared/orders/approve-weight';
import { approveJobOrder, approveJobOrderSchemas } from '@portal/shared/orders/approve-job-order';
import { cancelJobOrder, cancelJobOrderSchemas } from '@portal/shared/orders/cancel-job-order';
import { declineJobOrder, declineJobOrderSchemas } from '@portal/shared/orders/decline-job-order';
import { getJobItemsByJobId, getJobItemsByJobIdSchemas } from '@portal/shared/orders/get-job-items-by-job-id';
import {
  getJobOrderAllItems,
  getJobOrderAllItemsSchemas,
} from '@portal/shared/orders/get-job-order-all-items';
import {
  getJobOrderCustomerNotes,
  getJobOrderCustomerNotesSchemas,
} from '@portal/shared/orders/get-job-order-customer-notes';
import { getJobOrderDetail, getJobOrderDetailSchemas } from '@portal/shared/orders/get-job-order-detail';
import { getJobOrderImages, getJobOrderImagesSchemas } from '@portal/shared/orders/get-job-order-images';
import { getJobOrderItems, getJobOrderItemsSchemas } from '@portal/shared/orders/get-job-order-items';
import {
  getJobOrderMetalWeights,
  getJobOrderMetalWeightsSchemas,
} from '@portal/shared/orders/get-job-order-metal-weights';
import { getJobOrderNotes, getJobOrderNotesSchemas } from '@portal/shared/orders/get-job-order-notes';
import { getJobOrders, getJobOrdersSchemas } from '@portal/shared/orders/get-job-orders';
import { getJobServices, getJobServicesSchemas } from '@portal/shared/orders/get-job-services';
import {
  recordFinishedWeights,
  recordFinishedWeightsSchemas,
} from '@portal/shared/orders/record-finished-weights';
import { jobOrderNoteFields } from '@portal/shared/orders/schemas';
import {
  updateJobOrderStatuses,
  updateJobOrderStatusesSchemas,
} from '@portal/shared/orders/update-job-order-statuses';
import type { FastifyRequest } from 'fastify';
import { parseFields, readMultipart } from '../../platform/multipart';
import type { Services } from '../../platform/request-context';
import { bindCall } from '../../platform/route';
import type { Scope } from '../../platform/scope';
import { jobServices } from './job-services';
import * as actions from './order-actions';
import * as detail from './order-detail';
import * as weights from './metal-weights';
import { listOrders, listRequestFrom } from './order-lists';
import { addNote, listNotes, type NoteKind } from './order-notes';

/** A job order's note form: multipart (with an optional picture) or JSON without one. */
async function jobNoteForm(request: FastifyRequest) {
  if (!request.isMultipart())
    return {
      fields: parseFields(jobOrderNoteFields, (request.body ?? {}) as Record<string, unknown>),
      image: undefined,
    };
  const { fields, files } = await readMultipart(request);
  return {
    fields: parseFields(jobOrderNoteFields, fields),
    image: files.find((f) => f.field === 'image') ?? files[0],
  };
}

async function addJobNote(
  services: Services,
  scope: Scope,
  request: FastifyRequest,
  noteKind: NoteKind,
  language: Language,
) {
  const { fields, image } = await jobNoteForm(request);
  return addNote(
    services,
    scope,
    'JO',
    fields.jobOrderID,
    { text: fields.note, noteKind, entityTypeCode: fields.entityTypeCode ?? null },
    image ? { file: image, language } : undefined,
  );
}

export const jobOrderRoutes = [
  bindCall(getJobOrders, getJobOrdersSchemas, ({ services, scope, lang, query }) =>
    listOrders(
      services.db,
      scope,
      listRequestFrom('JO', 0, { ...query, openClosed: query.status }, query.filters),
      lang,
    ),
  ),
  bindCall(getJobServices, getJobServicesSchemas, ({ services, scope, lang, query }) =>
    jobServices(services.db, scope, query, lang),
  ),
  bindCall(getJobOrderItems, getJobOrderItemsSchemas, ({ services, scope, lang, params }) =>
    detail.orderItemsOf(services.db, scope, 'JO', params.id, lang),
  ),
  bindCall(getJobOrderAllItems, getJobOrderAllItemsSchemas, ({ services, scope, lang, params }) =>
    detail.jobOrderAllItems(services.db, scope, params.id, lang),
  ),
  bindCall(getJobItemsByJobId, getJobItemsByJobIdSchemas, ({ services, scope, lang, params }) =>
    detail.orderItemsOf(services.db, scope, 'JO', params.id, lang),
  ),
  bindCall(getJobOrderImages, getJobOrderImagesSchemas, ({ services, scope, params }) =>
    detail.jobOrderImages(services.db, scope, params.id),
  ),
  bindCall(getJobOrderDetail, getJobOrderDetailSchemas, ({ services, scope, lang, params }) =>
    detail.orderDetail(services.db, scope, 'JO', params.id, lang),
  ),
  bindCall(getJobOrderNotes, getJobOrderNotesSchemas, ({ services, scope, params }) =>
    listNotes(services.db, scope, 'JO', params.id, 'notes'),
  ),
  bindCall(getJobOrderCustomerNotes, getJobOrderCustomerNotesSchemas, ({ services, scope, params }) =>
    listNotes(services.db, scope, 'JO', params.id, 'customernotes'),
  ),
  bindCall(addJobOrderNote, addJobOrderNoteSchemas, ({ services, scope, request, lang }) =>
    addJobNote(services, scope, request, 'NOTE', lang),
  ),
  bindCall(addJobOrderCustomerNote, addJobOrderCustomerNoteSchemas, ({ services, scope, request, lang }) =>
    addJobNote(services, scope, request, 'CUSTOMER', lang),
  ),
  bindCall(addInternalNote, addInternalNoteSchemas, ({ services, scope, body }) =>
    addNote(
      services,
      scope,
      'JO',
      body.JobOrderID,
      { text: body.Note, noteKind: 'INTERNAL', authorUserId: body.UserId },
      undefined,
    ),
  ),
  bindCall(cancelJobOrder, cancelJobOrderSchemas, ({ services, scope, lang, params }) =>
    actions.cancelJobOrder(services, scope, params.id, lang),
  ),
  bindCall(approveJobOrder, approveJobOrderSchemas, ({ services, scope, lang, params, body }) =>
    actions.approveJobOrder(services, scope, params.id, body.serviceType, lang),
  ),
  bindCall(declineJobOrder, declineJobOrderSchemas, ({ services, scope, lang, params, body }) =>
    actions.declineJobOrder(
      services,
      scope,
      params.id,
      { reason: body.reason || null, reasonText: body.reasonText },
      lang,
    ),
  ),
  bindCall(updateJobOrderStatuses, updateJobOrderStatusesSchemas, ({ services, scope, body }) =>
    actions.updateJobOrderStatuses(services, scope, body.JobIds, body.StatusTypeCode),
  ),
  bindCall(getJobOrderMetalWeights, getJobOrderMetalWeightsSchemas, ({ services, scope, params }) =>
    weights.getMetalWeights(services.db, scope, params.id),
  ),
  bindCall(recordFinishedWeights, recordFinishedWeightsSchemas, ({ services, scope, params, body }) =>
    weights.recordFinishedWeights(services, scope, params.id, body.lines),
  ),
  bindCall(approveWeight, approveWeightSchemas, ({ services, scope, params, body }) =>
    weights.approveWeight(services, scope, params.id, body.reason || undefined),
  ),
];
