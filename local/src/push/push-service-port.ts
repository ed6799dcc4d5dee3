/**
 * The local push service's port, kept in `<DATA_DIR>/push/service-port` and taken again on the
 * next start when it is free: the subscriptions the table holds name their endpoint with it, so
 * after a restart they still reach the service (which, having forgotten them, answers 410 and the
 * sender prunes them, as a vendor's service does for a dropped subscription) instead of a closed
 * port that would only ever be retried.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const fileIn = (dir: string) => path.join(dir, 'service-port');

/** The port of the last start, or undefined (none yet, or not a port). */
export const lastPushServicePort = (dir: string | undefined): number | undefined => {
  if (dir === undefined) return undefined;
  try {
    const port = Number(readFileSync(fileIn(dir), 'utf8').trim());
    return Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
  } catch {
    return undefined;
  }
};

export const rememberPushServicePort = (dir: string | undefined, port: number): void => {
  if (dir === undefined) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(fileIn(dir), `${port}\n`);
};
