import { invalid } from '../../platform/errors';

export const CAPTCHA_FAILED = 'The captcha check failed. Please try again.';
const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores from 0 (a robot) to 1 (a person); Google suggests 0.5 as the line. */
const MIN_SCORE = 0.5;

/**
 * Checks a reCAPTCHA v3 token with the provider (the sign-up page asks for one when CAPTCHA_SITE_KEY and CAPTCHA_SECRET
 * are configured). A missing token, a provider that cannot be reached, a low score or another action all refuse: a
 * form that is meant to be guarded is never let through unguarded.
 */
export async function verifyCaptcha(
  secret: string,
  token: string | undefined,
  options: { ip: string; action: string; verifyUrl?: string },
): Promise<void> {
  if (!token) throw invalid('captchaToken', CAPTCHA_FAILED);
  let answer: { success?: boolean; score?: number; action?: string };
  try {
    const response = await fetch(options.verifyUrl ?? VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: options.ip }),
      signal: AbortSignal.timeout(5000),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    throw invalid('captchaToken', CAPTCHA_FAILED);
  }
  if (!answer.success || (answer.score ?? 0) < MIN_SCORE || answer.action !== options.action)
    throw invalid('captchaToken', CAPTCHA_FAILED);
}
