/**
 * What a stubbed fetch resolves to, answering `body` with `status` (the test environment has no
 * Response of its own): the CMS's reads of the repository at the network boundary.
 */
export const reply = (body: string, status = 200) =>
  ({
    ok: status < 400,
    status,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  }) as Response;
