import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';

/** A front for the lane's server that the test can stop and start again, on the same port. */
export interface StoppableProxy {
  /** The origin the page talks to, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Refuses connections from now on and cuts the open ones (the live socket included). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/**
 * The lane's server as seen through a port of its own, HTTP and WebSocket alike: stopping it is,
 * for the browser, the server gone (connections refused, the live socket cut), without starting a
 * second `wrangler dev` to kill (half a minute to several on this machine). Requests reach the
 * Worker with its own Host and Origin, so its origin checks see the app's address.
 */
export async function stoppableProxy(target: string): Promise<StoppableProxy> {
  const to = new URL(target);
  const open = new Set<Socket>();
  const keep = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };
  const forwarded = (incoming: IncomingMessage) => ({
    ...incoming.headers,
    host: to.host,
    ...(incoming.headers.origin ? { origin: to.origin } : {}),
  });

  const server = createServer((incoming, answer) => {
    const upstream = request(
      { host: to.hostname, port: to.port, method: incoming.method, path: incoming.url },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    for (const [name, value] of Object.entries(forwarded(incoming))) {
      if (value !== undefined) upstream.setHeader(name, value);
    }
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  server.on('connection', keep);
  server.on('upgrade', (incoming: IncomingMessage, socket: Socket, head: Buffer) => {
    const upstream = connect(Number(to.port), to.hostname, () => {
      const headers = Object.entries(forwarded(incoming)).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((one) => `${name}: ${one}`),
      );
      upstream.write(
        `${incoming.method} ${incoming.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`,
      );
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    keep(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  });

  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
    start: () => listen(port),
  };
}
