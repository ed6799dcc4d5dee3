/**
 * A small in-memory cache with a lifetime per entry and a bound on its size. A warm Lambda
 * container serves many analyses; a registration date does not change, and registries rate-limit
 * clients that ask again and again, so a container asks once a day per name at most.
 *
 * A Map keeps insertion order: at the bound the oldest entry goes first, and a read re-inserts
 * its entry so that names in use stay (least recently used out).
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, nowMs: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= nowMs) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T, ttlMs: number, nowMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: nowMs + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
