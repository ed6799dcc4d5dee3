/**
 * The safe fetcher's API as store reading uses it (lib/safe-fetch implements it). Store reading
 * takes the fetcher as a parameter, so tests hand it one that reaches their loopback stores.
 */
export interface FetchOptions {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  maxBytes?: number;
  deadlineMs?: number;
}

export interface FetchResponse {
  /** The final address, after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text(): string;
  redirects: string[];
}

export interface SafeFetcher {
  fetch(url: string, options?: FetchOptions): Promise<FetchResponse>;
  assertFetchable(url: string): Promise<void>;
}
