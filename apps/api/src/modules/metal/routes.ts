import {
  createCustomerMetalReceipt,
  createCustomerMetalReceiptSchemas,
} from '@portal/shared/metal/create-customer-metal-receipt';
import {
  exportMetalAccountability,
  exportMetalAccountabilitySchemas,
} from '@portal/shared/metal/export-metal-accountability';
import { getJobMetal, getJobMetalSchemas } from '@portal/shared/metal/get-job-metal';
import { getReceiptAlloys, getReceiptAlloysSchemas } from '@portal/shared/metal/get-receipt-alloys';
import {
  getMetalAccountability,
  getMetalAccountabilitySchemas,
} from '@portal/shared/metal/get-metal-accountability';
import {
  listCustomerMetalReceipts,
  listCustomerMetalReceiptsSchemas,
} from '@portal/shared/metal/list-customer-metal-receipts';
import {
  getMetalSettings,
  getMetalSettingsSchemas,
  updateMetalSettings,
  updateMetalSettingsSchemas,
} from '@portal/shared/metal/metal-settings';
import { recordMetalMovement, recordMetalMovementSchemas } from '@portal/shared/metal/record-metal-movement';
import { sendFile } from '../../platform/file-reply';
import { bindCall } from '../../platform/route';
import { accountabilityCsv } from './accountability-csv';
import * as accountability from './accountability-service';
import * as movements from './movements-service';
import * as receipts from './receipts-service';
import * as settings from './settings-service';

export const metalRoutes = [
  bindCall(getMetalSettings, getMetalSettingsSchemas, ({ services }) =>
    settings.getMetalSettings(services.db),
  ),
  bindCall(updateMetalSettings, updateMetalSettingsSchemas, ({ services, scope, body }) =>
    settings.updateMetalSettings(services.db, scope, body, services.now()),
  ),
  bindCall(getJobMetal, getJobMetalSchemas, ({ services, params, lang }) =>
    movements.getJobMetal(services.db, params.id, lang),
  ),
  bindCall(recordMetalMovement, recordMetalMovementSchemas, ({ services, scope, params, body, lang }) =>
    movements.recordMetalMovement(services, scope, params.id, body, lang),
  ),
  bindCall(getMetalAccountability, getMetalAccountabilitySchemas, ({ services, query, lang }) =>
    accountability.getMetalAccountability(services.db, query, lang),
  ),
  bindCall(
    exportMetalAccountability,
    exportMetalAccountabilitySchemas,
    async ({ services, query, lang, reply }) => {
      const report = await accountability.getMetalAccountability(services.db, query, lang);
      return sendFile(reply, {
        data: Buffer.from(accountabilityCsv(report, lang), 'utf8'),
        contentType: 'text/csv; charset=utf-8',
        fileName: `metal-accountability-${query.from}-${query.to}.csv`,
        disposition: 'attachment',
      });
    },
  ),
  bindCall(getReceiptAlloys, getReceiptAlloysSchemas, ({ services, lang }) =>
    receipts.getReceiptAlloys(services.db, lang),
  ),
  bindCall(listCustomerMetalReceipts, listCustomerMetalReceiptsSchemas, ({ services, scope, query, lang }) =>
    receipts.listCustomerMetalReceipts(services.db, scope, query, lang),
  ),
  bindCall(createCustomerMetalReceipt, createCustomerMetalReceiptSchemas, ({ services, scope, body, lang }) =>
    receipts.createCustomerMetalReceipt(
      services.db,
      scope,
      body,
      lang,
      services.now().toISOString().slice(0, 10),
    ),
  ),
];
