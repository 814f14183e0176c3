import { describe, expect, it } from 'vitest';
import { CaptchaError, captchaConfigError, getCaptchaToken } from './captcha';

describe('captcha (spec §8: it needs a site key and a version)', () => {
  it('names the missing setting', () => {
    expect(captchaConfigError({ siteKey: null, version: 3 })).toBe('noKey');
    expect(captchaConfigError({ siteKey: 'key', version: null })).toBe('noVersion');
    expect(captchaConfigError({ siteKey: 'key', version: 3 })).toBeNull();
  });

  it('raises the error instead of loading the script', async () => {
    await expect(getCaptchaToken({ siteKey: null, version: 3 }, 'login')).rejects.toEqual(
      new CaptchaError('noKey'),
    );
    await expect(getCaptchaToken({ siteKey: 'key', version: null }, 'login')).rejects.toMatchObject({
      code: 'noVersion',
    });
  });
});
