// A database outage for one browser context: its pages reach the Firestore emulator through a
// TCP proxy on a port of their own (the test build reads it from localStorage,
// src/data/testHooks.ts firestoreEmulatorPort), and the test cuts that proxy. The emulator
// itself stays up for everyone else, so the other lane's tests are not disturbed.
import net from 'node:net';
import type { BrowserContext } from '@playwright/test';

/**
 * How the database goes away:
 * - 'refuse': a blocked port or a stopped process: open connections are reset and new ones
 *   refused (the SDK notices at once);
 * - 'pause': a paused process (SIGSTOP) or a dead link: connections stay open and new ones are
 *   accepted, but no byte comes back until the outage ends.
 */
export type OutageMode = 'refuse' | 'pause';

export interface DatabaseOutage {
  /** Cuts the database off; what is sent meanwhile is lost ('refuse') or held ('pause'). */
  start(mode: OutageMode): void;
  /** The database is back: held connections go on, new ones reach the emulator. */
  end(): void;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket | null;
  /** Bytes each way while paused. */
  held: { toServer: Buffer[]; toClient: Buffer[] };
}

const EMULATOR = { host: '127.0.0.1', port: 8080 };

/** Routes the context's Firestore traffic through a proxy the test controls. */
export async function databaseOutageFor(context: BrowserContext): Promise<DatabaseOutage> {
  const links = new Set<Link>();
  let state: 'up' | OutageMode = 'up';

  const forward = (link: Link) => {
    const upstream = net.connect(EMULATOR.port, EMULATOR.host);
    link.upstream = upstream;
    upstream.on('data', (chunk) =>
      state === 'pause' ? link.held.toClient.push(chunk) : link.client.write(chunk),
    );
    const drop = () => {
      link.client.destroy();
      upstream.destroy();
      links.delete(link);
    };
    upstream.on('error', drop).on('close', drop);
    for (const chunk of link.held.toServer.splice(0)) upstream.write(chunk);
  };

  const server = net.createServer((client) => {
    if (state === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const link: Link = { client, upstream: null, held: { toServer: [], toClient: [] } };
    links.add(link);
    client.on('data', (chunk) =>
      state === 'pause' || !link.upstream
        ? link.held.toServer.push(chunk)
        : link.upstream.write(chunk),
    );
    client
      .on('error', () => undefined)
      .on('close', () => {
        link.upstream?.destroy();
        links.delete(link);
      });
    // A paused server accepts connections but answers nothing until it resumes.
    if (state === 'up') forward(link);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await context.addInitScript((proxyPort) => {
    localStorage.setItem('menagerie:test:firestorePort', String(proxyPort));
  }, port);

  return {
    start(mode) {
      state = mode;
      if (mode !== 'refuse') return;
      for (const link of links) {
        link.client.resetAndDestroy();
        link.upstream?.destroy();
      }
      links.clear();
    },
    end() {
      state = 'up';
      for (const link of links) {
        if (!link.upstream) forward(link);
        for (const chunk of link.held.toServer.splice(0)) link.upstream?.write(chunk);
        for (const chunk of link.held.toClient.splice(0)) link.client.write(chunk);
      }
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.upstream?.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
