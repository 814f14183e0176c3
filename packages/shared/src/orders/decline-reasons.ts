/**
 * spec §3 "Decline: reason, reason text": the reason is one of these codes, stored as the code and shown in the
 * reader's language; the reason text is the customer's own words.
 */
export const DECLINE_REASONS = ['price', 'delay', 'design', 'noLongerNeeded', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const isDeclineReason = (value: string | null | undefined): value is DeclineReason =>
  (DECLINE_REASONS as readonly string[]).includes(value ?? '');
