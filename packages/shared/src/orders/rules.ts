/**
 * The job order status that waits for the customer's answer: staff move a job order there once its price and making
 * are settled (the JOB_ORDER workflow's AWAITING_APPROVAL). Only then may the customer approve or decline it; a
 * brand-new job order the customer just placed (NEW) waits for staff, not for them (docs/decisions.md).
 */
export const JOB_ORDER_AWAITING_APPROVAL = 'AWAITING_APPROVAL';

/** Whether a job order in this status may be approved or declined (server and screens alike). */
export const awaitsCustomerApproval = (statusCode: string) =>
  statusCode.toUpperCase() === JOB_ORDER_AWAITING_APPROVAL;
