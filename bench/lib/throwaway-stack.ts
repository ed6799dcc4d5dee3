/**
 * A benchmark's own stack: in memory, quiet, without the scheduler's timers (nothing moves behind
 * the measurement), on a data folder made for it and removed after, whatever happens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalStack, type LocalStack } from '../../local/src/local-stack';

export const onThrowawayStack = async <T>(
  name: string,
  run: (stack: LocalStack) => Promise<T>,
): Promise<T> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `shop-scanner-bench-${name}-`));
  let stack: LocalStack | undefined;
  try {
    stack = await startLocalStack({
      port: 0,
      dataDir,
      inMemory: true,
      quiet: true,
      scheduler: false,
    });
    return await run(stack);
  } finally {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
