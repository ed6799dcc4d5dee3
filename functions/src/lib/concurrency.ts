/**
 * Bounded concurrency for bulk work (the demo loader's chunks, the demo market's products):
 * `concurrency` workers take the next item from one shared iterator until it is empty, so at most
 * that many requests are in flight and a slow item never holds up the others' queue.
 */
export const forEachConcurrently = async <T>(
  items: Iterable<T>,
  concurrency: number,
  run: (item: T) => Promise<void>,
): Promise<void> => {
  const queue = items[Symbol.iterator]();
  const worker = async () => {
    for (let next = queue.next(); !next.done; next = queue.next()) await run(next.value);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.floor(concurrency)) }, worker));
};
