import type { Config } from '../../../config';
import { createNmiGateway } from './nmi';
import { createSquareGateway } from './square';
import type { CardGateway } from './types';

export type { CardGateway } from './types';

export interface CardGateways {
  square?: CardGateway;
  nmi?: CardGateway;
}

type ProcessorConfig = Pick<
  Config,
  | 'SQUARE_BASE_URL'
  | 'SQUARE_ACCESS_TOKEN'
  | 'SQUARE_APPLICATION_ID'
  | 'SQUARE_LOCATION_ID'
  | 'SQUARE_VERSION'
  | 'SQUARE_WEB_SDK_URL'
  | 'NMI_BASE_URL'
  | 'NMI_SECURITY_KEY'
  | 'NMI_TOKENIZATION_KEY'
  | 'NMI_COLLECT_JS_URL'
  | 'PAYMENT_TIMEOUT_MS'
>;

/** A processor is on when its server-side keys are set; its browser keys come with them. */
export const squareConfigured = (config: ProcessorConfig) =>
  Boolean(config.SQUARE_ACCESS_TOKEN && config.SQUARE_LOCATION_ID);
export const nmiConfigured = (config: ProcessorConfig) => Boolean(config.NMI_SECURITY_KEY);

const built = new WeakMap<object, CardGateways>();

/** The adapters of the processors the configuration turns on (one set per configuration object). */
export function cardGateways(config: ProcessorConfig): CardGateways {
  const known = built.get(config);
  if (known) return known;
  const gateways: CardGateways = {
    ...(squareConfigured(config)
      ? {
          square: createSquareGateway({
            baseUrl: config.SQUARE_BASE_URL,
            accessToken: config.SQUARE_ACCESS_TOKEN!,
            locationId: config.SQUARE_LOCATION_ID!,
            version: config.SQUARE_VERSION,
            timeoutMs: config.PAYMENT_TIMEOUT_MS,
          }),
        }
      : {}),
    ...(nmiConfigured(config)
      ? {
          nmi: createNmiGateway({
            baseUrl: config.NMI_BASE_URL,
            securityKey: config.NMI_SECURITY_KEY!,
            timeoutMs: config.PAYMENT_TIMEOUT_MS,
          }),
        }
      : {}),
  };
  built.set(config, gateways);
  return gateways;
}

/**
 * Origins the portal's pages must allow for the configured processors' hosted fields: their script, the frames it
 * puts in the page and the calls it makes (Content-Security-Policy `script-src`, `frame-src`, `connect-src`).
 * Square's SDK also talks to its PCI endpoints (`pci-connect.squareup.com`, sandbox `…squareupsandbox.com`).
 */
export function processorPageOrigins(config: ProcessorConfig): string[] {
  const origins = new Set<string>();
  if (squareConfigured(config)) {
    const sdk = new URL(config.SQUARE_WEB_SDK_URL).origin;
    origins.add(sdk);
    if (sdk === 'https://web.squarecdn.com') origins.add('https://pci-connect.squareup.com');
    if (sdk === 'https://sandbox.web.squarecdn.com') origins.add('https://pci-connect.squareupsandbox.com');
  }
  if (nmiConfigured(config)) origins.add(new URL(config.NMI_COLLECT_JS_URL).origin);
  return [...origins];
}
