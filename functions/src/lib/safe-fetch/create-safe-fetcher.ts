/**
 * The safe fetcher: every outbound fetch of an address a user gave (a store page, a product page,
 * an image) goes through it. Each hop is checked by address-policy before it is requested and
 * again at the socket (guarded-agent); redirects are followed by hand so each target is checked;
 * the body is capped after decompression; one deadline covers queueing, connect, headers and the
 * whole body; each host gets at most 2 request starts a second.
 *
 * Non-2xx answers are returned, not thrown: callers read 404 pages. What is thrown is FetchRefused.
 */
import { fetch as undiciFetch, type Agent, type Headers, type Response } from 'undici';
import type { FetchOptions, FetchResponse, SafeFetcher } from './safe-fetcher';
import { checkUrl, PUBLIC_PORTS, type CheckedUrl, type UrlPolicy } from './address-policy';
import { allowListKey } from './allow-list';
import { FetchRefused } from './fetch-refused';
import {
  createAllowListedAgent,
  createGuardedAgent,
  resolvePublic,
  systemResolve,
  type ResolveHost,
} from './guarded-agent';
import { createHostPacer } from './host-pacer';
import { readCappedBody } from './read-capped-body';
import { traced, tracedPartner } from '../tracing';

export const DEFAULT_USER_AGENT = 'ShopScanner/1.0 (+store safety checks; contact via the app)';
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_DEADLINE_MS = 8000;
export const MAX_REDIRECTS = 5;
/** The longest Retry-After honoured: longer, and the 429 is returned as it is. */
export const MAX_RETRY_AFTER_MS = 5000;

export interface SafeFetcherOptions {
  /** `host:port` entries that may use any port and a private address (tests, local demo). */
  allowPrivateHosts?: readonly string[];
  userAgent?: string;
  /** Name resolution (all A and AAAA answers); default dns.lookup. Tests inject one to play DNS. */
  lookup?: ResolveHost;
  /** Request starts per second per host; default 2 (the spec's politeness). */
  requestsPerSecond?: number;
  /**
   * The ports public hosts may use; default 80 and 443. Only tests widen it, to prove the
   * address checks against a loopback server on an ephemeral port.
   */
  ports?: readonly number[];
}

export interface SafeFetcherInstance extends SafeFetcher {
  /** Closes pooled sockets (tests; a Lambda keeps its pool for the next invocation). */
  close(): Promise<void>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** 429, and Shopify's own 430 (its "slow down" to crawlers). */
const SLOW_DOWN_STATUSES = new Set([429, 430]);

/** Retry-After as a delay in ms: delta-seconds or an HTTP date; undefined when absent or odd. */
export const retryAfterMs = (value: string | null, nowMs = Date.now()): number | undefined => {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
};

/** Decodes a body by the content-type's charset when the runtime knows it, else as UTF-8. */
export const decodeBody = (body: Buffer, contentType: string | undefined): string => {
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (charset !== undefined) {
    try {
      return new TextDecoder(charset).decode(body);
    } catch {
      // An unknown label: UTF-8 is what the web mostly is.
    }
  }
  return new TextDecoder('utf-8').decode(body);
};

/** The first FetchRefused in an error's cause chain (undici wraps: TypeError → cause → ...). */
const findRefusal = (error: unknown, depth = 0): FetchRefused | undefined => {
  if (error instanceof FetchRefused) return error;
  if (depth > 5 || typeof error !== 'object' || error === null) return undefined;
  const nested = [
    (error as { cause?: unknown }).cause,
    ...(error instanceof AggregateError ? error.errors : []),
  ];
  for (const inner of nested) {
    const found = findRefusal(inner, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
};

/** What an undici network failure was, for the refusal's detail. */
const describeNetworkError = (error: Error): string => {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${cause.message}` : cause.message;
  }
  return error.message;
};

/** Turns whatever a fetch threw into the refusal it means; our own bugs pass through. */
const asRefusal = (error: unknown, signal: AbortSignal): unknown => {
  const refusal = findRefusal(error);
  if (refusal !== undefined) return refusal;
  if (signal.aborted) return findRefusal(signal.reason) ?? error;
  // undici: "fetch failed" (connect, TLS, parse) or "terminated" (the socket died mid-body).
  if (error instanceof TypeError && /^(fetch failed|terminated)$/.test(error.message))
    return new FetchRefused('connect', describeNetworkError(error));
  return error;
};

const discardBody = (response: Response) => response.body?.cancel().catch(() => undefined);

/**
 * Response headers as a record, names lower-cased. Headers joins a repeated header's values with
 * ", ", except Set-Cookie, whose values it iterates one by one (a cookie's Expires date holds a
 * comma), so a plain record would keep only the last cookie: its values are joined with "\n",
 * which no cookie contains (detect-platform.ts reads each cookie after any whitespace).
 */
export const headersRecord = (headers: Headers): Record<string, string> => {
  const record: Record<string, string> = {};
  for (const [name, value] of headers) record[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record['set-cookie'] = cookies.join('\n');
  return record;
};

/** Caller headers, lower-cased, with our User-Agent (callers may add accept and the like). */
const requestHeaders = (given: Record<string, string> | undefined, userAgent: string) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(given ?? {})) headers[name.toLowerCase()] = value;
  delete headers.host;
  headers['user-agent'] = userAgent;
  return headers;
};

export const createSafeFetcher = (options: SafeFetcherOptions = {}): SafeFetcherInstance => {
  const resolve = options.lookup ?? systemResolve;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const policy: UrlPolicy = {
    allowList: new Set((options.allowPrivateHosts ?? []).map(allowListKey)),
    ports: options.ports ?? PUBLIC_PORTS,
  };
  const pacer = createHostPacer(options.requestsPerSecond ?? 2);
  const guardedAgent = createGuardedAgent(resolve);
  // Only built when something is allow-listed: production never has a path around the guard.
  const allowListedAgent = policy.allowList.size > 0 ? createAllowListedAgent(resolve) : undefined;

  const agentFor = (target: CheckedUrl): Agent =>
    target.allowListed && allowListedAgent !== undefined ? allowListedAgent : guardedAgent;

  const fetchHops = async (
    startUrl: string,
    options: FetchOptions,
    maxBytes: number,
    deadline: number,
    signal: AbortSignal,
  ): Promise<FetchResponse> => {
    let url = startUrl;
    let method: string = options.method ?? 'GET';
    let body = options.body;
    const headers = requestHeaders(options.headers, userAgent);
    const redirects: string[] = [];
    let retried = false;

    for (;;) {
      const target = checkUrl(url, policy);
      await pacer.acquire(target.url.hostname, deadline, signal);
      const response = await undiciFetch(target.url.href, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        redirect: 'manual',
        signal,
        dispatcher: agentFor(target),
      });

      if (REDIRECT_STATUSES.has(response.status)) {
        const location = response.headers.get('location');
        await discardBody(response);
        if (location === null)
          throw new FetchRefused('bad-redirect', `${response.status} without a Location`);
        let next: URL;
        try {
          next = new URL(location, target.url);
        } catch {
          throw new FetchRefused('bad-redirect', `Location "${location.slice(0, 200)}" is invalid`);
        }
        if (redirects.length >= MAX_REDIRECTS)
          throw new FetchRefused('too-many-redirects', `more than ${MAX_REDIRECTS} redirects`);
        redirects.push(next.href);
        // 301/302/303 turn into a GET without a body (as browsers do); 307/308 keep both.
        if (response.status <= 303 && method !== 'HEAD' && method !== 'GET') {
          method = 'GET';
          body = undefined;
          delete headers['content-type'];
        }
        url = next.href;
        continue;
      }

      if (SLOW_DOWN_STATUSES.has(response.status)) {
        const wait = retryAfterMs(response.headers.get('retry-after'));
        if (wait !== undefined) {
          const now = performance.now();
          pacer.holdUntil(target.url.hostname, now + Math.min(wait, MAX_RETRY_AFTER_MS));
          if (!retried && wait <= MAX_RETRY_AFTER_MS && now + wait < deadline) {
            // Once: the pacer holds the retry (and every other request to the host) until then.
            retried = true;
            await discardBody(response);
            continue;
          }
        }
      }

      const { bytes, partial } =
        method === 'HEAD'
          ? { bytes: Buffer.alloc(0), partial: undefined }
          : await readCappedBody(response, maxBytes, options.keepFirstPart === true);
      if (method === 'HEAD') await discardBody(response);
      const responseHeaders = headersRecord(response.headers);
      return {
        url: target.url.href,
        status: response.status,
        headers: responseHeaders,
        body: bytes,
        text: () => decodeBody(bytes, responseHeaders['content-type']),
        redirects,
        ...(partial && { partial }),
      };
    }
  };

  const fetchWithDeadline = async (
    url: string,
    fetchOptions: FetchOptions = {},
  ): Promise<FetchResponse> => {
    const maxBytes = fetchOptions.maxBytes ?? DEFAULT_MAX_BYTES;
    const deadlineMs = fetchOptions.deadlineMs ?? DEFAULT_DEADLINE_MS;
    const deadline = performance.now() + deadlineMs;
    const controller = new AbortController();
    // One deadline for everything: the abort reaches the queue, the socket and the body stream.
    const timer = setTimeout(
      () => controller.abort(new FetchRefused('timeout', `no complete answer in ${deadlineMs} ms`)),
      deadlineMs,
    );
    let settled = false;
    try {
      const response = await fetchHops(url, fetchOptions, maxBytes, deadline, controller.signal);
      settled = true;
      return response;
    } catch (error) {
      throw asRefusal(error, controller.signal);
    } finally {
      clearTimeout(timer);
      // A failure part way (too large, a bad redirect) may leave a response open: close it.
      if (!settled && !controller.signal.aborted) controller.abort(new Error('fetch abandoned'));
    }
  };

  return {
    // Redirects and the one polite retry included: the subsegment is what the shopper waited.
    fetch: (url, fetchOptions) =>
      traced(tracedPartner.storeFetch, () => fetchWithDeadline(url, fetchOptions)),

    async assertFetchable(url) {
      const target = checkUrl(url, policy);
      if (target.allowListed || target.ipLiteral) return;
      await resolvePublic(target.url.hostname, resolve);
    },

    async close() {
      await Promise.all([guardedAgent.close(), allowListedAgent?.close()]);
    },
  };
};
