/** What the finance cards and payments services use of the gateways (lint: a sibling folder only through public.ts). */
import { createHash } from 'node:crypto';
import type { Config } from '../../../config';
import { cardGateways, nmiConfigured, squareConfigured } from './index';
import type { CardGateway, ProcessorCode } from './types';

export { cardGateways } from './index';
export { declineReason } from './decline-reasons';
export type { CardGateway, ChargeOutcome, ChargeRequest, LookupOutcome, ProcessorCode } from './types';

/** The gateway of one processor, or null when the installation has not configured it. */
export function gatewayFor(config: Config, processor: ProcessorCode): CardGateway | null {
  const gateways = cardGateways(config);
  return (processor === 'SQUARE' ? gateways.square : gateways.nmi) ?? null;
}

/** The configured processors, the default first (Square when both are on). */
export function configuredProcessors(config: Config): ProcessorCode[] {
  return [
    ...(squareConfigured(config) ? ['SQUARE' as const] : []),
    ...(nmiConfigured(config) ? ['NMI' as const] : []),
  ];
}

/**
 * The key a processor sees for a customer's key: a processor's keys are per merchant account, ours per customer, so
 * two customers' keys never meet at the processor. Stable and ≤ 45 characters (Square's limit).
 */
export function processorKey(customerId: number, key: string): string {
  return createHash('sha256').update(`${customerId}:${key}`).digest('base64url').slice(0, 43);
}
