/**
 * A TCP port on 127.0.0.1 that the OS reports free right now: the process tests start their servers
 * on these instead of fixed numbers, so two trees (or two runs) can run them on one machine at once.
 */
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    // Port 0: the kernel picks an unused port; it is released again when the probe closes.
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port from the OS'));
      });
    });
  });
}
