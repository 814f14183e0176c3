import { getRepairIntake, getRepairIntakeSchemas } from '@portal/shared/production/get-repair-intake';
import { openRepair, openRepairSchemas } from '@portal/shared/production/open-repair';
import { openRepairFields } from '@portal/shared/production/repair-schemas';
import { priceRepair, priceRepairSchemas } from '@portal/shared/production/price-repair';
import {
  acceptJobOrderPromise,
  answerJobOrderPromiseSchemas,
  cancelJobOrderPromise,
  getJobOrderPromise,
  getJobOrderPromiseSchemas,
  promiseJobOrder,
  promiseJobOrderSchemas,
} from '@portal/shared/production/job-promise';
import { getJobOrdersAtRisk, getJobOrdersAtRiskSchemas } from '@portal/shared/production/get-jobs-at-risk';
import {
  getRushTiers,
  getRushTiersSchemas,
  getWorkshopHolidays,
  getWorkshopHolidaysSchemas,
  saveRushTiers,
  saveRushTiersSchemas,
  saveWorkshopHolidays,
  saveWorkshopHolidaysSchemas,
} from '@portal/shared/production/rush-tiers';
import {
  getJobOrderTimeline,
  getJobOrderTimelineSchemas,
} from '@portal/shared/production/get-job-order-timeline';
import { moveJobOrderStage, moveJobOrderStageSchemas } from '@portal/shared/production/move-job-order-stage';
import {
  moveJobOrdersStage,
  moveJobOrdersStageSchemas,
} from '@portal/shared/production/move-job-orders-stage';
import {
  getProductionMailChoice,
  getProductionMailChoiceSchemas,
  saveProductionMailChoice,
  saveProductionMailChoiceSchemas,
} from '@portal/shared/production/production-mail-choice';
import {
  getProductionStages,
  getProductionStagesSchemas,
  saveProductionStages,
  saveProductionStagesSchemas,
} from '@portal/shared/production/production-stages';
import { printJobBag, printJobBagSchemas } from '@portal/shared/production/print-job-bag';
import { moveStageFields } from '@portal/shared/production/schemas';
import { approveProofRound, approveProofRoundSchemas } from '@portal/shared/production/approve-proof-round';
import { getJobOrderProofs, getJobOrderProofsSchemas } from '@portal/shared/production/get-job-order-proofs';
import { payJobDeposit, payJobDepositSchemas } from '@portal/shared/production/pay-job-deposit';
import {
  printProofApproval,
  printProofApprovalSchemas,
} from '@portal/shared/production/print-proof-approval';
import { proofRoundFields } from '@portal/shared/production/proof-schemas';
import {
  requestProofChanges,
  requestProofChangesSchemas,
} from '@portal/shared/production/request-proof-changes';
import { uploadProofRound, uploadProofRoundSchemas } from '@portal/shared/production/upload-proof-round';
import type { FastifyRequest } from 'fastify';
import { parseFields, readMultipart } from '../../platform/multipart';
import { bindCall } from '../../platform/route';
import * as deposits from './deposit-service';
import * as mailChoice from './mail-choice-service';
import * as proofApprovalPdf from './pdf/proof-approval';
import * as proofs from './proofs-service';
import * as jobBagPdf from './pdf/job-bag';
import * as moves from './moves-service';
import * as stages from './stages-service';
import * as atRisk from './at-risk-service';
import * as holidays from './holidays-service';
import * as promises from './promise-service';
import * as repairs from './repairs-service';
import * as repairPrices from './repair-price-service';
import * as tiers from './rush-tiers-service';
import * as timelines from './timeline-service';

/** A move's form: multipart with its photos (`photos`, repeated), or JSON without any. */
const todayOf = (now: Date) => now.toISOString().slice(0, 10);

async function moveForm(request: FastifyRequest) {
  if (!request.isMultipart())
    return {
      fields: parseFields(moveStageFields, (request.body ?? {}) as Record<string, unknown>),
      photos: [],
    };
  const { fields, files } = await readMultipart(request);
  return { fields: parseFields(moveStageFields, fields), photos: files };
}

export const productionRoutes = [
  bindCall(getProductionStages, getProductionStagesSchemas, ({ services, lang }) =>
    stages.getProductionStages(services.db, lang),
  ),
  bindCall(saveProductionStages, saveProductionStagesSchemas, ({ services, scope, body, lang }) =>
    stages.saveProductionStages(services.db, scope, body, lang),
  ),
  bindCall(
    moveJobOrderStage,
    moveJobOrderStageSchemas,
    async ({ services, scope, params, request, lang }) => {
      const { fields, photos } = await moveForm(request);
      return moves.moveJobOrderStage(services, scope, { orderId: params.id, ...fields }, photos, lang);
    },
  ),
  bindCall(moveJobOrdersStage, moveJobOrdersStageSchemas, ({ services, scope, body, lang }) =>
    moves.moveJobOrdersStage(services, scope, body, lang),
  ),
  bindCall(getJobOrderTimeline, getJobOrderTimelineSchemas, ({ services, scope, params, lang }) =>
    timelines.getJobOrderTimeline(services, scope, params.id, lang),
  ),
  bindCall(printJobBag, printJobBagSchemas, ({ services, scope, params, lang, reply }) =>
    jobBagPdf.printJobBag(services, scope, reply, params.id, lang),
  ),
  bindCall(getProductionMailChoice, getProductionMailChoiceSchemas, ({ services, scope }) =>
    mailChoice.getMailChoice(services.db, scope),
  ),
  bindCall(saveProductionMailChoice, saveProductionMailChoiceSchemas, ({ services, scope, body }) =>
    mailChoice.saveMailChoice(services.db, scope, body.choice, services.now()),
  ),
  bindCall(getRushTiers, getRushTiersSchemas, ({ services, lang }) =>
    tiers.getRushTiers(services.db, lang, todayOf(services.now())),
  ),
  bindCall(saveRushTiers, saveRushTiersSchemas, ({ services, scope, body, lang }) =>
    tiers.saveRushTiers(services.db, scope, body, lang, todayOf(services.now())),
  ),
  bindCall(getWorkshopHolidays, getWorkshopHolidaysSchemas, ({ services }) =>
    holidays.getWorkshopHolidays(services.db, todayOf(services.now())),
  ),
  bindCall(saveWorkshopHolidays, saveWorkshopHolidaysSchemas, ({ services, scope, body }) =>
    holidays.saveWorkshopHolidays(services.db, scope, body, todayOf(services.now())),
  ),
  bindCall(getJobOrderPromise, getJobOrderPromiseSchemas, ({ services, scope, params, lang }) =>
    promises.getJobOrderPromise(services.db, scope, params.id, lang),
  ),
  bindCall(promiseJobOrder, promiseJobOrderSchemas, ({ services, scope, params, body, lang }) =>
    promises.promiseJobOrder(services, scope, params.id, body, lang),
  ),
  bindCall(acceptJobOrderPromise, answerJobOrderPromiseSchemas, ({ services, scope, params, lang }) =>
    promises.answerJobOrderPromise(services, scope, params.id, 'accept', lang),
  ),
  bindCall(cancelJobOrderPromise, answerJobOrderPromiseSchemas, ({ services, scope, params, lang }) =>
    promises.answerJobOrderPromise(services, scope, params.id, 'cancel', lang),
  ),
  bindCall(getJobOrdersAtRisk, getJobOrdersAtRiskSchemas, ({ services, query, lang }) =>
    atRisk.getJobOrdersAtRisk(services, query, lang),
  ),
  bindCall(getJobOrderProofs, getJobOrderProofsSchemas, ({ services, scope, params, lang }) =>
    proofs.getJobOrderProofs(services, scope, params.id, lang),
  ),
  bindCall(uploadProofRound, uploadProofRoundSchemas, async ({ services, scope, params, request, lang }) => {
    // Multipart only: a round without images is no round.
    const { fields, files } = request.isMultipart()
      ? await readMultipart(request)
      : { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
    const { note } = parseFields(proofRoundFields, fields);
    return proofs.uploadProofRound(services, scope, { orderId: params.id, note }, files, lang);
  }),
  bindCall(approveProofRound, approveProofRoundSchemas, ({ services, scope, params, body, request, lang }) =>
    proofs.answerProofRound(
      services,
      scope,
      { orderId: params.id, roundId: params.roundId },
      { kind: 'approve', signatureName: body.signatureName, ip: request.ip },
      lang,
    ),
  ),
  bindCall(requestProofChanges, requestProofChangesSchemas, ({ services, scope, params, body, lang }) =>
    proofs.answerProofRound(
      services,
      scope,
      { orderId: params.id, roundId: params.roundId },
      { kind: 'request-changes', comments: body.comments },
      lang,
    ),
  ),
  bindCall(printProofApproval, printProofApprovalSchemas, ({ services, scope, params, reply, lang }) =>
    proofApprovalPdf.printProofApproval(
      services,
      scope,
      reply,
      { orderId: params.id, roundId: params.roundId },
      lang,
    ),
  ),
  bindCall(payJobDeposit, payJobDepositSchemas, async ({ services, scope, params, body, reply, lang }) => {
    const answer = await deposits.payJobDeposit(services, scope, params.id, body, lang);
    void reply.status(answer.status);
    return answer.value;
  }),
  bindCall(openRepair, openRepairSchemas, async ({ services, scope, request, lang }) => {
    const { fields, files } = request.isMultipart()
      ? await readMultipart(request)
      : { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
    return repairs.openRepair(
      services,
      scope,
      parseFields(openRepairFields, fields),
      files,
      { ip: request.ip },
      lang,
    );
  }),
  bindCall(getRepairIntake, getRepairIntakeSchemas, ({ services, scope, params }) =>
    repairs.getRepairIntake(services.db, scope, params.id),
  ),
  bindCall(priceRepair, priceRepairSchemas, ({ services, scope, params, body, lang }) =>
    repairPrices.priceRepair(services, scope, { ...params, ...body }, lang),
  ),
];
