import net from 'node:net';

/**
 * What the proxy does to the traffic between the shell's proxy and the API:
 * pass it; freeze (hold every request, answer nothing); down (refuse: the API is gone);
 * lose answers (the request reaches the API, its answer is cut off); slow (delay both ways).
 */
export type Fault = 'pass' | 'freeze' | 'down' | 'lose-answers' | { slowMs: number };

export interface FaultProxy {
  set(fault: Fault): void;
  /**
   * The API restarting, as the network sees it: every open connection is cut at once
   * (kept-alive ones too), new ones are refused for `downMs`, then traffic passes again.
   * The sessions live in the database, which a restart keeps.
   */
  restart(downMs: number): void;
  close(): Promise<void>;
}

const delay = (fault: Fault) => (typeof fault === 'object' ? fault.slowMs : 0);

/**
 * A TCP proxy put between the shell's reverse proxy and the real API, so that browser
 * tests can inject network faults with nothing of ours mocked. The fault is judged per
 * chunk, not per connection: the shell's proxy keeps connections alive, and a fault must
 * reach those too.
 */
export async function startFaultProxy(port: number, upstreamPort: number): Promise<FaultProxy> {
  let fault: Fault = 'pass';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (fault === 'down') {
      client.destroy();
      return;
    }
    const upstream = net.connect(upstreamPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => {
      if (fault === 'down') return void client.destroy();
      if (fault === 'freeze') return; // swallowed: the API never hears of it
      setTimeout(() => upstream.write(chunk), delay(fault));
    });
    upstream.on('data', (chunk) => {
      if (fault === 'lose-answers' || fault === 'down') return void client.destroy();
      if (fault === 'freeze') return;
      setTimeout(() => client.write(chunk), delay(fault));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    set(next) {
      fault = next;
    },
    restart(downMs) {
      fault = 'down';
      for (const s of sockets) s.destroy();
      setTimeout(() => {
        fault = 'pass';
      }, downMs);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
