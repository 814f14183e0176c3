import { createHash, randomBytes } from 'node:crypto';
import { luhnValid } from './card-arithmetic';

/** What a card does when charged. The codes are Square's; the NMI routes translate them (payments.md §6). */
export type Behaviour =
  | 'APPROVE'
  | 'GENERIC_DECLINE'
  | 'CVV_FAILURE'
  | 'ADDRESS_VERIFICATION_FAILURE'
  | 'INVALID_EXPIRATION'
  | 'INSUFFICIENT_FUNDS'
  /** Ours: the charge is recorded, then the answer stalls past the client's timeout. */
  | 'TIMEOUT';

export interface SandboxCard {
  brand: 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DISCOVER' | 'JCB' | 'OTHER';
  bin: string;
  last4: string;
  expMonth: number;
  expYear: number;
  postalCode?: string;
  /** Same card, same fingerprint: NMI's duplicate window compares cards by it. Never the number itself. */
  fingerprint: string;
  behaviour: Behaviour;
}

/** Card numbers with a behaviour of their own; any other Luhn-valid number approves. */
export const SANDBOX_CARD_NUMBERS: Record<string, Behaviour> = {
  '4111111111111111': 'APPROVE',
  '5555555555554444': 'APPROVE',
  '378282246310005': 'APPROVE',
  '6011111111111117': 'APPROVE',
  '4000000000000002': 'GENERIC_DECLINE',
  '4000000000000101': 'CVV_FAILURE',
  '4000000000000036': 'ADDRESS_VERIFICATION_FAILURE',
  '4000000000000069': 'INVALID_EXPIRATION',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000000000000119': 'TIMEOUT',
};
/** A CSC or postal code that fails its check, whatever the card. */
export const FAILING_CSC = '911';
export const FAILING_POSTAL_CODE = '99999';

const visa = (behaviour: Behaviour, last4 = '1111'): SandboxCard => ({
  brand: 'VISA',
  bin: '411111',
  last4,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  fingerprint: `fixed-${behaviour}-${last4}`,
  behaviour,
});

/**
 * Square's documented sandbox nonces and ours, and NMI's test token: reusable, as Square's sandbox values are. Tokens
 * the hosted fields make are single-use.
 */
export const FIXED_TOKENS: Record<string, SandboxCard> = {
  'cnon:card-nonce-ok': visa('APPROVE'),
  'cnon:card-nonce-declined': visa('GENERIC_DECLINE', '0002'),
  'cnon:card-nonce-rejected-cvv': visa('CVV_FAILURE', '0101'),
  'cnon:card-nonce-rejected-postalcode': visa('ADDRESS_VERIFICATION_FAILURE', '0036'),
  'cnon:card-nonce-rejected-expiration': visa('INVALID_EXPIRATION', '0069'),
  'cnon:sandbox-insufficient-funds': visa('INSUFFICIENT_FUNDS', '9995'),
  'cnon:sandbox-timeout': visa('TIMEOUT', '0119'),
  '00000000-000000-000000-000000000000': visa('APPROVE'),
};

export function brandOf(number: string): SandboxCard['brand'] {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMERICAN_EXPRESS';
  if (/^(6011|65|64[4-9])/.test(number)) return 'DISCOVER';
  if (/^35/.test(number)) return 'JCB';
  return 'OTHER';
}

export interface CardEntry {
  number: string;
  expiry: string;
  cvv: string;
  postalCode?: string;
}

export type FieldError = { field: 'cardNumber' | 'expirationDate' | 'cvv' | 'postalCode'; message: string };

/** The checks a card form makes before it asks for a token (Square's `Invalid`, Collect.js's validation). */
export function checkCardEntry(entry: CardEntry, needsPostalCode: boolean, now = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  const number = entry.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) errors.push({ field: 'cardNumber', message: 'Card number is not valid' });
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(entry.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? (expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])) : 0;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < current)
    errors.push({ field: 'expirationDate', message: 'Expiration date is not valid' });
  const cscLength = brandOf(number) === 'AMERICAN_EXPRESS' ? 4 : 3;
  if (!new RegExp(`^\\d{${cscLength}}$`).test(entry.cvv.trim()))
    errors.push({ field: 'cvv', message: 'CVV is not valid' });
  if (needsPostalCode && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test((entry.postalCode ?? '').trim()))
    errors.push({ field: 'postalCode', message: 'Postal code is not valid' });
  return errors;
}

/** The card a checked entry stands for; the number is reduced to what a processor keeps on file. */
export function cardFromEntry(entry: CardEntry): SandboxCard {
  const number = entry.number.replace(/[\s-]/g, '');
  const [mm, yy] = entry.expiry.split('/').map((part) => part.trim());
  const postalCode = entry.postalCode?.trim() || undefined;
  const behaviour: Behaviour =
    entry.cvv.trim() === FAILING_CSC
      ? 'CVV_FAILURE'
      : postalCode === FAILING_POSTAL_CODE
        ? 'ADDRESS_VERIFICATION_FAILURE'
        : (SANDBOX_CARD_NUMBERS[number] ?? 'APPROVE');
  return {
    brand: brandOf(number),
    bin: number.slice(0, 6),
    last4: number.slice(-4),
    expMonth: Number(mm),
    expYear: yy!.length === 2 ? 2000 + Number(yy) : Number(yy),
    ...(postalCode ? { postalCode } : {}),
    fingerprint: createHash('sha256').update(`sandbox-card:${number}`).digest('base64url'),
    behaviour,
  };
}

/** Tokens of both processors: fixed test values, and the single-use ones the hosted fields issue. */
export class TokenVault {
  private readonly issued = new Map<string, { card: SandboxCard; used: boolean }>();

  issue(card: SandboxCard, processor: 'square' | 'nmi'): string {
    const token =
      processor === 'square'
        ? `cnon:sbx-${randomBytes(18).toString('base64url')}`
        : [8, 6, 6, 12].map((n) => randomBytes(n).toString('hex').slice(0, n)).join('-');
    this.issued.set(token, { card, used: false });
    return token;
  }

  /** The token's card, marking an issued token used; `used` when it was spent before, `unknown` when never issued. */
  redeem(token: string): SandboxCard | 'used' | 'unknown' {
    const fixed = FIXED_TOKENS[token];
    if (fixed) return fixed;
    const entry = this.issued.get(token);
    if (!entry) return 'unknown';
    if (entry.used) return 'used';
    entry.used = true;
    return entry.card;
  }
}
