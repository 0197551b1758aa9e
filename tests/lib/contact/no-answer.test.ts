import { NO_ANSWER, SEND_TIMEOUT_MS, withinSendLimit } from '@/lib/contact/no-answer';

describe('withinSendLimit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives what arrives in time, and passes a failure on', async () => {
    await expect(withinSendLimit(Promise.resolve('module'))).resolves.toBe('module');
    const failure = new TypeError('Failed to fetch');
    await expect(withinSendLimit(Promise.reject(failure))).rejects.toBe(failure);
  });

  it('gives up on what never arrives once the time limit has passed', async () => {
    const waiting = withinSendLimit(new Promise(() => {}));
    let result: unknown = 'still waiting';
    void waiting.then((value) => (result = value));
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(result).toBe('still waiting');
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toBe(NO_ANSWER);
  });

  it('gives up at once when the browser goes offline, and leaves no timer or listener', async () => {
    const removed = jest.spyOn(window, 'removeEventListener');
    const waiting = withinSendLimit(new Promise(() => {}));
    window.dispatchEvent(new Event('offline'));
    await expect(waiting).resolves.toBe(NO_ANSWER);
    expect(jest.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('offline', expect.any(Function));
  });
});
