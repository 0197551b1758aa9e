import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TwoPartPage = {
  /** The page's address on this server. */
  url: string;
  /** Sends the rest of the page (again: nothing). */
  sendRest: () => void;
  close: () => Promise<void>;
};

/**
 * Serves the site (every request passed on to `origin`, the Hosting emulator) on a port of its
 * own, except that the page at `pathname` arrives in two parts: its HTML up to `cutAt(html)`,
 * then the rest only when `sendRest()` is called, as a slow network holds it back. What a
 * browser draws of a half-arrived page can then be read.
 */
export async function serveInTwoParts(
  origin: string,
  pathname: string,
  cutAt: (html: string) => number,
): Promise<TwoPartPage> {
  let sendRest = () => {};
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const upstream = await fetch(url);
      const headers = { 'content-type': upstream.headers.get('content-type') ?? '' };
      response.writeHead(upstream.status, headers);
      if (url.pathname !== pathname) {
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const cut = cutAt(html);
      response.write(html.slice(0, cut));
      let sent = false;
      sendRest = () => {
        if (!sent) response.end(html.slice(cut));
        sent = true;
      };
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${pathname}`,
    sendRest: () => sendRest(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
