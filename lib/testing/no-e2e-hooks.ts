import type * as Hooks from './e2e-hooks';

/**
 * What every build but a test build compiles in place of ./e2e-hooks.ts (see next.config.ts):
 * the same functions, answering "no test asked for anything".
 */
export const e2eGoogleIdentity: typeof Hooks.e2eGoogleIdentity = () => undefined;
export const e2eEmailOverride: typeof Hooks.e2eEmailOverride = () => undefined;
