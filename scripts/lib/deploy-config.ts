/** The settings Firebase runs as commands around a deploy: left out of the workflows' config. */
const HOOKS = new Set(['predeploy', 'postdeploy']);

function withoutHooks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutHooks);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !HOOKS.has(key))
      .map(([key, inner]) => [key, withoutHooks(inner)]),
  );
}

/**
 * firebase.json as the workflows deploy with it: every hook removed, at any depth (a target
 * list of hosting sites has its own), and without the emulators, which a deploy never starts.
 */
export function deployConfig(firebase: unknown): Record<string, unknown> {
  const config = { ...(withoutHooks(firebase) as Record<string, unknown>) };
  delete config.emulators;
  return config;
}
