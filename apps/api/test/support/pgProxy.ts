import { createServer, type Socket, connect as tcpConnect } from 'node:net';

export interface PgProxy {
  /** The database URL to give a server instead of `target`. */
  url: string;
  /**
   * Freezes the connections whose start-up message names `applicationName`: they stay open and
   * nothing passes either way, as on a frozen backend or a half-open network path.
   */
  stall(applicationName: string): void;
  /** Lets the frozen connections go on, delivering what waited. */
  resume(): void;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket;
  /** The first bytes the client sent: its start-up message (parameters in plain text). */
  startup: string;
  /** What the client sent while frozen, sent on when it thaws. */
  pending: Buffer[];
}

/**
 * A TCP proxy in front of PostgreSQL that can freeze chosen connections. It speaks no protocol: it
 * only reads the start-up message (where the client names itself with `application_name`) to
 * tell connections apart, and forwards bytes.
 */
export async function startPgProxy(target: string): Promise<PgProxy> {
  const targetUrl = new URL(target);
  const links = new Set<Link>();
  let stalled: string | null = null;
  const isStalled = (link: Link) => stalled !== null && link.startup.includes(stalled);

  const server = createServer((client) => {
    const upstream = tcpConnect(Number(targetUrl.port || 5432), targetUrl.hostname);
    const link: Link = { client, upstream, startup: '', pending: [] };
    links.add(link);
    client.on('data', (chunk) => {
      if (link.startup.length < 1024) link.startup += chunk.toString('latin1');
      if (isStalled(link)) link.pending.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (isStalled(link)) {
        // Held back: the client hears nothing, and PostgreSQL keeps what it sends queued.
        upstream.pause();
        upstream.unshift(chunk);
      } else client.write(chunk);
    });
    const end = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.href,
    stall(applicationName) {
      stalled = applicationName;
    },
    resume() {
      stalled = null;
      for (const link of links) {
        for (const chunk of link.pending.splice(0)) link.upstream.write(chunk);
        link.upstream.resume();
      }
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
