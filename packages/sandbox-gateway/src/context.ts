import { randomBytes } from 'node:crypto';
import { TokenVault } from './cards';

/** Fixed credentials of the sandbox: demo mode points the adapters at it with these. */
export const SANDBOX_CREDENTIALS = {
  squareAccessToken: 'sandbox-square-access-token',
  squareApplicationId: 'sandbox-sq0idb-portal-demo',
  squareLocationId: 'SANDBOXLOCATION1',
  nmiSecurityKey: 'sandbox-nmi-security-key',
  nmiTokenizationKey: 'sandbox-nmi-tokenization-key',
} as const;

/** State shared by the sandbox's routes: in memory, gone when it closes. */
export class SandboxContext {
  readonly vault = new TokenVault();
  private readonly stalls = new Set<() => void>();
  private counter = 0;

  constructor(private readonly stallMs: number) {}

  /** A processor-looking id, unique in this sandbox. */
  id(prefix = ''): string {
    this.counter += 1;
    return `${prefix}${randomBytes(9).toString('base64url')}${this.counter}`;
  }

  /** A number-only id, as NMI's transaction and REFID numbers are. */
  numericId(): string {
    this.counter += 1;
    return String(10_000_000_000 + this.counter * 7919 + Math.floor(Math.random() * 1000));
  }

  /** Holds an answer past any client timeout; ends early when the sandbox closes. */
  stall(): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.stalls.delete(release);
        resolve();
      };
      const timer = setTimeout(release, this.stallMs);
      this.stalls.add(release);
    });
  }

  releaseStalls() {
    for (const release of [...this.stalls]) release();
  }
}
