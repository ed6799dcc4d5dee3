/** Small helpers shared by the benchmarks: medians and plain-text tables. */

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export const table = (header: readonly string[], rows: readonly (readonly string[])[]): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (value: number, baseline: number): string =>
  `${(value / baseline).toFixed(2)}x`;

/** Runs `work` on each item in turn and answers each one's wall time in ms. */
export const timeEach = async <T>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<void>,
): Promise<number[]> => {
  const latencies: number[] = [];
  for (const [index, item] of items.entries()) {
    const started = performance.now();
    await work(item, index);
    latencies.push(performance.now() - started);
  }
  return latencies;
};

/** A table row of a latency series: label, median, p95, median against the baseline's. */
export const latencyRow = (label: string, values: readonly number[], baseline: number) => [
  label,
  `${median(values).toFixed(1)} ms`,
  `${percentile(values, 95).toFixed(1)} ms`,
  ratio(median(values), baseline),
];
