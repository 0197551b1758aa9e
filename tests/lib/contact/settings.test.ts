/** @jest-environment node */
import { DEFAULT_LIMIT_RATE_MS, getEmailSettings } from '@/lib/contact/settings';

const keys = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_x',
};

describe('getEmailSettings', () => {
  it('is null when nothing is configured (the default)', () => {
    expect(getEmailSettings({})).toBeNull();
  });

  it('limits sends to one a minute per browser by default; headless blocking, block list and reCAPTCHA are off', () => {
    expect(DEFAULT_LIMIT_RATE_MS).toBe(60_000);
    expect(getEmailSettings(keys)).toEqual({
      publicKey: 'pk',
      serviceId: 'service_x',
      templateId: 'template_x',
      blockHeadless: false,
      limitRateMs: 60_000,
      blockList: [],
      recaptchaSiteKey: undefined,
    });
  });

  it('turns the rate limit off with 0', () => {
    expect(
      getEmailSettings({ ...keys, NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: 0 })?.limitRateMs,
    ).toBeUndefined();
  });

  it('reads the optional switches', () => {
    const settings = getEmailSettings({
      ...keys,
      NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: 'true',
      NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: 120000,
      NEXT_PUBLIC_EMAILJS_BLOCK_LIST: ' spam@example.com, ,bot@example.com ',
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
    });
    expect(settings).toMatchObject({
      blockHeadless: true,
      limitRateMs: 120000,
      blockList: ['spam@example.com', 'bot@example.com'],
      recaptchaSiteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
    });
  });

  it('fails loudly when only some of the three ids are set', () => {
    expect(() => getEmailSettings({ NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(
      /set all three of NEXT_PUBLIC_EMAILJS_PUBLIC_KEY/,
    );
  });
});
