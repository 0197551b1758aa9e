/** @jest-environment node */
import { getEmailSettings } from '@/lib/contact/settings';

const keys = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_x',
};

describe('getEmailSettings', () => {
  it('is null when nothing is configured (the default)', () => {
    expect(getEmailSettings({})).toBeNull();
  });

  it('keeps headless blocking, rate limit and block list off by default', () => {
    expect(getEmailSettings(keys)).toEqual({
      publicKey: 'pk',
      serviceId: 'service_x',
      templateId: 'template_x',
      blockHeadless: false,
      limitRateMs: undefined,
      blockList: [],
    });
  });

  it('reads the optional switches', () => {
    const settings = getEmailSettings({
      ...keys,
      NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: 'true',
      NEXT_PUBLIC_EMAILJS_LIMIT_RATE_MS: 60000,
      NEXT_PUBLIC_EMAILJS_BLOCK_LIST: ' spam@example.com, ,bot@example.com ',
    });
    expect(settings).toMatchObject({
      blockHeadless: true,
      limitRateMs: 60000,
      blockList: ['spam@example.com', 'bot@example.com'],
    });
  });

  it('fails loudly when only some of the three ids are set', () => {
    expect(() => getEmailSettings({ NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk' })).toThrow(
      /set all three of NEXT_PUBLIC_EMAILJS_PUBLIC_KEY/,
    );
  });
});
