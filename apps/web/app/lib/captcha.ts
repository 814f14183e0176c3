/**
 * reCAPTCHA v3 (spec §7: the script loads from the captcha provider; §8: the captcha needs a site key and a version,
 * otherwise it raises an error). Used by the sign-in form only when a site key is configured.
 */
export type CaptchaErrorCode = 'noKey' | 'noVersion' | 'loadFailed' | 'executeFailed';

export class CaptchaError extends Error {
  constructor(readonly code: CaptchaErrorCode) {
    super(`Captcha: ${code}`);
    this.name = 'CaptchaError';
  }
}

export interface CaptchaConfig {
  siteKey: string | null;
  version: number | null;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** The configuration problem, if any, that would stop the captcha. */
export function captchaConfigError(config: CaptchaConfig): CaptchaErrorCode | null {
  if (!config.siteKey) return 'noKey';
  if (!config.version) return 'noVersion';
  return null;
}

let scriptLoading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new CaptchaError('loadFailed'));
    script.onerror = () => reject(new CaptchaError('loadFailed'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    scriptLoading = null;
    throw error instanceof CaptchaError ? error : new CaptchaError('loadFailed');
  });
  return scriptLoading;
}

/** A token for `action`; throws CaptchaError with one of the spec §8 causes. */
export async function getCaptchaToken(config: CaptchaConfig, action: string): Promise<string> {
  const problem = captchaConfigError(config);
  if (problem) throw new CaptchaError(problem);
  const grecaptcha = await loadScript(config.siteKey!);
  try {
    return await new Promise<string>((resolve, reject) => {
      grecaptcha.ready(() => {
        grecaptcha.execute(config.siteKey!, { action }).then(resolve, reject);
      });
    });
  } catch {
    throw new CaptchaError('executeFailed');
  }
}
