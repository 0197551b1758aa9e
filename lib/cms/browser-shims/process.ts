// The global `process` in the browser (see README.md), for the modules that read the working
// folder when they load.
export const process = { cwd: (): string => '/', env: {} as Record<string, string | undefined> };
