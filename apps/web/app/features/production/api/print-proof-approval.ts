import { printProofApproval } from '@portal/shared/production/print-proof-approval';
import { api } from '../../../lib/browser-api';

/** GET /api/JobOrders/{id}/proofs/{roundId}/approval.pdf: the signed approval of a round as a PDF. */
export const fetchProofApprovalPdf = (orderId: number, roundId: number) =>
  api.sendForFile(printProofApproval, { params: { id: orderId, roundId } }, { silent: true });
