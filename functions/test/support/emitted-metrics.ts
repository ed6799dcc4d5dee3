/**
 * What Powertools Metrics printed, read back as a test reads a log: the embedded-metric-format
 * (EMF) lines written to stdout while capturing, parsed. Powertools writes them through a Console
 * of its own on `process.stdout`, so the capture sits on that stream: it sees exactly the bytes
 * CloudWatch Logs would receive. Captured EMF lines are kept from the test's output; anything
 * else written meanwhile passes through.
 *
 * The test projects turn metrics off (vitest.config.ts), so the suite's output stays readable; a
 * file that reads them sets POWERTOOLS_METRICS_DISABLED=false in `vi.hoisted`, before any module
 * of the stack loads (Powertools reads the switch once).
 */
import { vi } from 'vitest';

export interface EmfMetricDirective {
  readonly Namespace: string;
  readonly Dimensions: readonly (readonly string[])[];
  readonly Metrics: readonly { readonly Name: string; readonly Unit: string }[];
}

export interface EmfLine {
  readonly _aws: { readonly Timestamp: number; readonly CloudWatchMetrics: EmfMetricDirective[] };
  readonly [key: string]: unknown;
}

const isEmfLine = (value: unknown): value is EmfLine =>
  typeof value === 'object' &&
  value !== null &&
  '_aws' in value &&
  typeof (value as { _aws?: { CloudWatchMetrics?: unknown } })._aws?.CloudWatchMetrics === 'object';

const emfLinesIn = (text: string): EmfLine[] =>
  text.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      const parsed: unknown = JSON.parse(line);
      return isEmfLine(parsed) ? [parsed] : [];
    } catch {
      return [];
    }
  });

export interface MetricCapture {
  readonly lines: readonly EmfLine[];
  /** The lines that carry this metric. */
  linesWith(name: string): EmfLine[];
  /** The sum of a metric's values over every captured line (0 when never emitted). */
  total(name: string): number;
  stop(): void;
}

export const captureMetrics = (): MetricCapture => {
  const lines: EmfLine[] = [];
  const stdout = process.stdout;
  const write = stdout.write.bind(stdout) as (...args: unknown[]) => boolean;
  const spy = vi.spyOn(stdout, 'write').mockImplementation(((
    chunk: unknown,
    ...rest: unknown[]
  ) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString();
    const emf = emfLinesIn(text);
    if (emf.length === 0) return write(chunk, ...rest);
    lines.push(...emf);
    return true;
  }) as typeof stdout.write);
  const linesWith = (name: string) => lines.filter((line) => name in line);
  return {
    lines,
    linesWith,
    total: (name) =>
      linesWith(name)
        .flatMap((line) => line[name] as number | number[])
        .reduce((sum, value) => sum + value, 0),
    stop: () => spy.mockRestore(),
  };
};
