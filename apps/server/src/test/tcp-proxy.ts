import net from 'node:net';

/**
 * A loopback TCP proxy in front of a PostgreSQL server that a test can cut and restore: the server
 * keeps running for the other test files on it, while this proxy's clients see it go away.
 */
export interface TcpProxy {
  port: number;
  /** Local ports of the proxy's upstream connections (PostgreSQL's `client_port` of its backends). */
  upstreamPorts(): number[];
  /** Stops accepting: new connections are refused (ECONNREFUSED) until restore(). */
  refuse(): Promise<void>;
  /** Drops every open connection abruptly, both sides. */
  dropAll(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ down: net.Socket; up: net.Socket }>();
  const server = net.createServer((down) => {
    const up = net.connect(target.port, target.host);
    const pair = { down, up };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      down.destroy();
      up.destroy();
    };
    down.on('error', end).on('close', end);
    up.on('error', end).on('close', end);
    down.pipe(up);
    up.pipe(down);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const dropAll = () => {
    for (const { down, up } of pairs) {
      down.destroy();
      up.destroy();
    }
    pairs.clear();
  };
  const port = await listen(0);
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    port,
    upstreamPorts: () => [...pairs].map((p) => p.up.localPort).filter((p): p is number => p !== undefined),
    async refuse() {
      // close() stops accepting at once; its callback waits for open connections, so it is not awaited.
      if (server.listening) server.close();
    },
    dropAll,
    async restore() {
      if (!server.listening) await listen(port);
    },
    async close() {
      dropAll();
      if (server.listening) await stopListening();
    },
  };
}
