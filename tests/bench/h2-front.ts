/**
 * An HTTP/2 front for `wrangler dev`, as Cloudflare's edge is in front of the deployed Worker: TLS
 * on https://localhost, every request passed on to wrangler dev over HTTP/1.1 and its answer passed
 * back unchanged. wrangler dev speaks HTTP/1.1 only, and its maintainers advise a reverse proxy in
 * front of it for HTTP/2 (cloudflare/workers-sdk#3868). No browser reaches a deployed Worker over
 * HTTP/1.1 with six new connections, and Lighthouse's simulation charges each of those connections
 * a handshake on the first visit (docs/decisions/028-first-visit-read-over-http2.md).
 *
 * The certificate is made for the run (openssl, in Debian's base system) and trusted by Chromium
 * through its public key alone (`--ignore-certificate-errors-spki-list`), not by turning every
 * certificate check off.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface H2Front {
  /** https://localhost:<port> */
  url: string;
  /** The Chromium flag that trusts this front's certificate, and no other. */
  chromiumFlag: string;
  stop: () => Promise<void>;
}

/** Headers that belong to one HTTP/1.1 connection; HTTP/2 forbids them. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
]);

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    kept[name] = value;
  }
  return kept;
}

async function certificateForLocalhost(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-h2-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: await readFile(join(dir, 'key.pem')),
      cert: await readFile(join(dir, 'cert.pem')),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Starts the front on a free port, passing every request on to `upstream` (http://host:port). */
export async function startH2Front(upstream: string): Promise<H2Front> {
  const { key, cert } = await certificateForLocalhost();
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer({ key, cert, allowHTTP1: true });
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('request', (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...passedOn(incoming.headers), host: target.host },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, passedOn(answer.headers));
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return {
    url: `https://localhost:${port}`,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    stop: async () => {
      agent.destroy();
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
