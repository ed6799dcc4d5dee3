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
  /**
   * Past maxBytes, keep the first maxBytes instead of refusing the body. For HTML, which reads in
   * order: a page's head and the top of its body carry what a shopper sees first (the product's
   * title and price), so a 3 MB marketplace page is read in part rather than not at all. The cap
   * still holds: no more than maxBytes is ever buffered.
   */
  keepFirstPart?: boolean;
}

export interface FetchResponse {
  /** The final address, after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text(): string;
  redirects: string[];
  /** Set when keepFirstPart cut the body at maxBytes: the page was read in part. */
  partial?: { bytesRead: number; announcedBytes?: number };
}

export interface SafeFetcher {
  fetch(url: string, options?: FetchOptions): Promise<FetchResponse>;
  assertFetchable(url: string): Promise<void>;
}
