/** Plain prefixed lines: the local stack's log is read by people, not by a log service. */

export interface Log {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const createLog = (scope: string, quiet = false): Log => ({
  info: (message) => {
    if (!quiet) process.stdout.write(`[${scope}] ${message}\n`);
  },
  error: (message, error) => {
    const detail =
      error instanceof Error
        ? `\n${error.stack ?? error.message}`
        : error
          ? ` ${String(error)}`
          : '';
    process.stderr.write(`[${scope}] ${message}${detail}\n`);
  },
});
