/** @jest-environment node */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import {
  isLocalHost,
  isLocalOrigin,
  nonPictureUploads,
  startLocalGuard,
} from '@/scripts/lib/local-guard';

/** The server behind the guard: answers "inner" and tells which Host it was sent. */
let inner: http.Server;
let guard: http.Server;
let guardPort: number;
/** The backend's doorman, which also checks what an upload would write. */
let uploads: http.Server;

beforeAll(async () => {
  inner = http.createServer((request, response) => {
    response.end(`inner ${request.headers.host}`);
  });
  await new Promise<void>((resolve) => inner.listen(0, '127.0.0.1', resolve));
  guard = await startLocalGuard(0, (inner.address() as AddressInfo).port);
  guardPort = (guard.address() as AddressInfo).port;
  uploads = await startLocalGuard(0, (inner.address() as AddressInfo).port, {
    checkUploads: true,
  });
});

afterAll(async () => {
  await new Promise((resolve) => uploads.close(resolve));
  await new Promise((resolve) => guard.close(resolve));
  await new Promise((resolve) => inner.close(resolve));
});

function get(
  headers: Record<string, string>,
  { port = guardPort, body = '{}' } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/v1', method: 'POST', headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the local doorman of npm run cms', () => {
  it('passes a request addressed to localhost from a page of this computer', async () => {
    await expect(get({ host: `localhost:${guardPort}` })).resolves.toEqual({
      status: 200,
      body: `inner localhost:${guardPort}`,
    });
    const fromAdmin = await get({
      host: `127.0.0.1:${guardPort}`,
      origin: 'http://localhost:3000',
    });
    expect(fromAdmin.status).toBe(200);
  });

  it('refuses a foreign Host (DNS rebinding) before it reaches the server behind it', async () => {
    const answer = await get({ host: 'attacker.example:8081' });
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('localhost only');
    expect(answer.body).not.toContain('inner');
  });

  it("refuses another site's page posting from the organiser's browser", async () => {
    const answer = await get({
      host: `localhost:${guardPort}`,
      origin: 'https://attacker.example',
    });
    expect(answer.status).toBe(403);
  });

  it('lets the local backend write pictures, never another kind of file', async () => {
    const port = (uploads.address() as AddressInfo).port;
    const persist = (path: string) =>
      JSON.stringify({
        action: 'persistMedia',
        params: { asset: { path, content: 'PHN2Zz4=', encoding: 'base64' } },
      });
    const host = { host: `localhost:${port}` };
    const picture = await get(host, { port, body: persist('public/images/gallery/chess/a.svg') });
    expect(picture.status).toBe(200);
    const page = await get(host, { port, body: persist('public/images/Events/x.html') });
    expect(page).toEqual({
      status: 403,
      body: 'Refused: only pictures can be uploaded, not public/images/Events/x.html.\n',
    });
    expect(
      nonPictureUploads(
        Buffer.from(
          JSON.stringify({
            action: 'persistEntry',
            params: { assets: [{ path: 'public/images/a.jpg' }, { path: 'public/images/b.SVG' }] },
          }),
        ),
      ),
    ).toEqual(['public/images/b.SVG']);
  });

  it('listens on the loopback address only, unreachable from the network', async () => {
    expect((guard.address() as AddressInfo).address).toBe('127.0.0.1');
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    // A machine with no network interface has no outside address to try.
    if (!outside) return;
    const reached = await new Promise<string>((resolve) => {
      const socket = net.connect(guardPort, outside.address);
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(reached).toBe('ECONNREFUSED');
  });

  it.each([
    ['localhost', true],
    ['localhost:3000', true],
    ['127.0.0.1:8081', true],
    ['[::1]:8081', true],
    ['LOCALHOST:3000', true],
    ['localhost.attacker.example', false],
    ['127.0.0.1.nip.io:8081', false],
    ['192.168.1.20:8081', false],
    ['', false],
  ])('Host %j is local: %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });

  it('takes an absent Origin (the address bar) as local, and only http pages of this computer', () => {
    expect(isLocalOrigin(undefined)).toBe(true);
    expect(isLocalOrigin('http://localhost:3000')).toBe(true);
    expect(isLocalOrigin('null')).toBe(false);
    expect(isLocalOrigin('http://localhost.attacker.example')).toBe(false);
  });
});
