/** Port choice: stable ports when free (tokens name their issuer's port), any free port otherwise. */
import net from 'node:net';
import { ExitedDuringStartUp } from './child-processes';

export const isPortFree = (port: number, host = '127.0.0.1'): Promise<boolean> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });

export const freePort = (host = '127.0.0.1'): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/**
 * The preferred port if it is free on loopback and on all interfaces (DynamoDB Local binds
 * 0.0.0.0), else a free one.
 */
export const pickPort = async (preferred: number | undefined): Promise<number> => {
  if (preferred && preferred < 65536) {
    if ((await isPortFree(preferred, '127.0.0.1')) && (await isPortFree(preferred, '0.0.0.0'))) {
      return preferred;
    }
  }
  return freePort();
};

/**
 * Whether a start failed because a port it picked was taken by the time it bound it: a server of
 * ours said so, or an emulator's process died while starting (its port the likeliest cause).
 */
export const lostPortRace = (error: unknown): boolean =>
  error instanceof ExitedDuringStartUp ||
  (error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE');

/**
 * Runs a start that picks its ports free and binds them a moment later, and runs it again, on new
 * ports, when another process took one in between; other failures, and the last try's, are thrown.
 */
export const startRetryingLostPorts = async <T>(
  start: () => Promise<T>,
  onRetry: (error: Error) => void,
  attempts = 3,
): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= attempts || !lostPortRace(error)) throw error;
      onRetry(error as Error);
    }
  }
};
