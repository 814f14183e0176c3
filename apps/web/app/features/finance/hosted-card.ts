import type { PaymentProcessorInfo } from '@portal/shared/finance/credit-card-schemas';

/**
 * The card processor's hosted card fields (spec §7 Payments and cards, PCI DSS SAQ A): the processor's own script puts
 * its frame in our page; the card number and CSC are typed into that frame and never reach our page, our API or our
 * logs. We get back a single-use token. Square: `Square.payments(appId, locationId).card()` → attach → tokenize. NMI:
 * Collect.js (inline), `configure({ callback })` then `startPaymentRequest()`.
 */

interface SquareTokenResult {
  status: string;
  token?: string;
  errors?: { message?: string }[];
}
interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}
interface CollectResponse {
  token: string;
}
interface ProcessorWindow {
  Square?: { payments(applicationId: string, locationId: string | null): { card(): Promise<SquareCard> } };
  CollectJS?: {
    configure(options: Record<string, unknown>): void;
    startPaymentRequest(): void;
  };
}

export interface HostedCard {
  /** The single-use token of what was typed in the frame; rejects with the spec §8 message. */
  tokenize(): Promise<string>;
  destroy(): void;
}

const scripts = new Map<string, Promise<void>>();

/** Loads the processor's script once per page (its origin is allowed by the page's Content-Security-Policy). */
function loadScript(url: string, attributes: Record<string, string> = {}): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        script.remove();
        reject(new Error(`The card processor's script did not load (${url})`));
      };
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/** spec §8: 'Tokenization failed-status: {status}' plus the processor's errors. */
export const tokenizationFailure = (status: string, errors: { message?: string }[] = []): string =>
  [`Tokenization failed-status: ${status}`, ...errors.map((e) => e.message).filter(Boolean)].join(' ');

async function mountSquare(processor: PaymentProcessorInfo, element: HTMLElement): Promise<HostedCard> {
  await loadScript(processor.scriptUrl);
  const square = (window as unknown as ProcessorWindow).Square;
  if (!square || !processor.applicationId) throw new Error('Square is not available');
  const card = await square.payments(processor.applicationId, processor.locationId).card();
  await card.attach(element);
  return {
    tokenize: async () => {
      const result = await card.tokenize();
      if (result.status === 'OK' && result.token) return result.token;
      throw new Error(tokenizationFailure(result.status, result.errors));
    },
    destroy: () => void card.destroy(),
  };
}

async function mountNmi(processor: PaymentProcessorInfo, element: HTMLElement): Promise<HostedCard> {
  element.id ||= 'ccnumber';
  let pending: { resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  await loadScript(processor.scriptUrl, { 'data-tokenization-key': processor.tokenizationKey ?? '' });
  const collect = (window as unknown as ProcessorWindow).CollectJS;
  if (!collect) throw new Error('Collect.js is not available');
  collect.configure({
    variant: 'inline',
    tokenizationKey: processor.tokenizationKey,
    fields: { ccnumber: { selector: `#${element.id}` } },
    callback: (response: CollectResponse) => pending?.resolve(response.token),
    validationCallback: (_field: string, valid: boolean, message: string) => {
      if (!valid) pending?.reject(new Error(tokenizationFailure('Invalid', [{ message }])));
    },
    timeoutCallback: () => pending?.reject(new Error(tokenizationFailure('Timeout'))),
  });
  return {
    tokenize: () =>
      new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
        collect.startPaymentRequest();
      }),
    destroy: () => element.replaceChildren(),
  };
}

/** Puts the processor's card frame in the element. */
export const mountHostedCard = (
  processor: PaymentProcessorInfo,
  element: HTMLElement,
): Promise<HostedCard> =>
  processor.processor === 'SQUARE' ? mountSquare(processor, element) : mountNmi(processor, element);
