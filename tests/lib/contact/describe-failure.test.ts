import { describeFailure, OFFLINE_FAILURE } from '@/lib/contact/describe-failure';
import { SEND_TIMEOUT_MS } from '@/lib/contact/no-answer';
import * as words from '@/lib/contact/send-error';

const loadWords = () => Promise.resolve(words);

describe('describeFailure', () => {
  it('says a filled spam-catching field is why', async () => {
    await expect(describeFailure({ spamCheck: true }, loadWords)).resolves.toBe(
      words.SPAM_CHECK_FAILURE,
    );
  });

  it('puts the form’s own refusals into words, with the wait', async () => {
    await expect(
      describeFailure({ refusal: 'too-fast', waitMs: 2_100 }, loadWords),
    ).resolves.toEqual(words.describeSendError(new words.SendRefusal('too-fast', 2_100)));
    await expect(describeFailure({ refusal: 'recaptcha-unavailable' }, loadWords)).resolves.toEqual(
      words.describeSendError(new words.SendRefusal('recaptcha-unavailable')),
    );
  });

  it('puts what sending rejected with into words', async () => {
    const error = { status: 429, text: 'Too many requests' };
    await expect(describeFailure({ error }, loadWords)).resolves.toEqual(
      words.describeSendError(error),
    );
  });

  it('says the connection is down when even the words cannot be loaded', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const described = await describeFailure({ spamCheck: true }, offline);
    expect(described).toBe(OFFLINE_FAILURE);
    expect(described).toMatchObject({ kind: 'network', retry: true });
    expect(described.description).toMatch(/Check your connection.*still in the form/);
  });

  it('says the connection is down, without loading the words, when the code that sends did not arrive', async () => {
    const load = jest.fn(loadWords);
    await expect(describeFailure({ unreachable: true }, load)).resolves.toBe(OFFLINE_FAILURE);
    expect(load).not.toHaveBeenCalled();
  });

  it('says the connection is down when the words do not arrive in time', async () => {
    jest.useFakeTimers();
    try {
      const described = describeFailure({ spamCheck: true }, () => new Promise(() => {}));
      await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
      await expect(described).resolves.toBe(OFFLINE_FAILURE);
    } finally {
      jest.useRealTimers();
    }
  });
});
