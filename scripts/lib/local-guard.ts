/**
 * A doorman for the servers `npm run cms` starts (the dev site and decap-server, which writes
 * any file of this folder and has no sign-in): it listens on 127.0.0.1 only, so nobody else on
 * the network can reach it, and passes a request on only when it is addressed to this computer
 * by name (Host localhost, 127.0.0.1 or [::1]) and, when a browser says where it comes from,
 * comes from a page of this computer. The Host check stops DNS rebinding (a web page whose own
 * name points at 127.0.0.1); the Origin check stops another site's page in the organiser's
 * browser from posting to the local backend.
 */
import http from 'node:http';
import net from 'node:net';

import { isPictureFile } from '../../lib/images/picture-files';

export const LOOPBACK = '127.0.0.1';

const LOCAL_NAME = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/** Whether a Host header names this computer. */
export function isLocalHost(host: string | undefined): boolean {
  return host !== undefined && LOCAL_NAME.test(host);
}

/** Whether an Origin header (absent for address-bar requests) is a page of this computer. */
export function isLocalOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && isLocalHost(url.host);
  } catch {
    return false;
  }
}

function refusal(host: string | undefined, origin: string | undefined): string | null {
  if (!isLocalHost(host))
    return `Refused: this server answers requests for localhost only, not "${host ?? ''}".`;
  if (!isLocalOrigin(origin)) return `Refused: requests from ${origin} are not allowed.`;
  return null;
}

/**
 * decap-server's uploads (`persistMedia`, and the assets of `persistEntry`) that are not pictures
 * with a lower-case picture extension: refused before they reach the working tree, as the CMS
 * page and the deploy guard refuse them.
 */
export function nonPictureUploads(body: Buffer): string[] {
  let request: { params?: { asset?: { path?: unknown }; assets?: { path?: unknown }[] } };
  try {
    request = JSON.parse(body.toString('utf8')) as typeof request;
  } catch {
    return [];
  }
  const assets = [request?.params?.asset, ...(request?.params?.assets ?? [])];
  return assets
    .map((asset) => asset?.path)
    .filter((path): path is string => typeof path === 'string' && !isPictureFile(path));
}

/** Reads a request's whole body (the local backend's requests are JSON, a few MB at most). */
function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Starts the doorman on 127.0.0.1:`port` (0 picks a free port) in front of the server on
 * 127.0.0.1:`targetPort`. WebSocket upgrades (the dev server's live reload) pass too. With
 * `checkUploads`, a POST that would write a file other than a picture is refused.
 */
export function startLocalGuard(
  port: number,
  targetPort: number,
  { checkUploads = false } = {},
): Promise<http.Server> {
  const server = http.createServer(async (request, response) => {
    const refuse = (text: string) =>
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
    const refused = refusal(request.headers.host, request.headers.origin);
    if (refused) return refuse(refused);
    let body: Buffer | null = null;
    if (checkUploads && request.method === 'POST') {
      try {
        body = await readBody(request);
      } catch {
        return response.writeHead(400).end();
      }
    }
    const strays = body ? nonPictureUploads(body) : [];
    if (strays.length > 0) {
      return refuse(`Refused: only pictures can be uploaded, not ${strays.join(', ')}.`);
    }
    const upstream = http.request(
      {
        host: LOOPBACK,
        port: targetPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    if (body) upstream.end(body);
    else request.pipe(upstream);
  });

  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    if (refusal(request.headers.host, request.headers.origin)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const upstream = net.connect(targetPort, LOOPBACK, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve(server));
  });
}

/** A port nobody on 127.0.0.1 uses right now, for a server only the doorman talks to. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
