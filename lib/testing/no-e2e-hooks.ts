import type * as Hooks from './e2e-hooks';

/**
 * What every build but a test build compiles in place of ./e2e-hooks.ts (see next.config.ts):
 * the same functions, answering "no test asked for anything".
 */
export const e2eGoogleIdentity: typeof Hooks.e2eGoogleIdentity = () => undefined;
export const withE2eEmailOverride: typeof Hooks.withE2eEmailOverride = (settings) => settings;
