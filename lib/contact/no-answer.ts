/** How long a send may go without an answer before the form says it got none. */
export const SEND_TIMEOUT_MS = 30_000;

/** What withinSendLimit gives when the wait was given up. */
export const NO_ANSWER = Symbol('no answer');

/**
 * `work`'s result, or NO_ANSWER once SEND_TIMEOUT_MS have passed or the browser goes offline
 * first. For what a send waits for and a stalled connection may never deliver: the EmailJS
 * module on its way, EmailJS's answer (its request has no time limit), the failure's words.
 * `work` is left running; a late failure of it has nothing left to tell.
 */
export async function withinSendLimit<T>(work: Promise<T>): Promise<T | typeof NO_ANSWER> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onOffline = () => {};
  const givenUp = new Promise<typeof NO_ANSWER>((resolve) => {
    onOffline = () => resolve(NO_ANSWER);
    timer = setTimeout(onOffline, SEND_TIMEOUT_MS);
    window.addEventListener('offline', onOffline);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, givenUp]);
  } finally {
    clearTimeout(timer);
    window.removeEventListener('offline', onOffline);
  }
}
