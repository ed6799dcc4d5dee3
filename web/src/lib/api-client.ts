import { apiMessages } from '@shop-scanner/shared/messages';
import { decodeJwtPayload } from '@shop-scanner/shared/jwt';
import type { QueuedCall } from './offline/offline-db';

/** Every call times out after 30 seconds. */
export const API_TIMEOUT_MS = 30_000;

/** An error answer of the API (`{message, fieldErrors?}`), or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** The whole error body, for answers that carry more (a 409's productId, a 404's prefill). */
    readonly body?: unknown,
    /**
     * Set on a network failure of a call that was queued for when the connection returns (it may
     * have reached the server; the queue sends it again under the same Idempotency-Key).
     */
    readonly queueId?: number,
  ) {
    super(message);
  }
}

/**
 * The answer to a write made without a connection: it waits in the sync queue (the offline
 * rules' queued marker), and the UI says it will be sent when the connection returns.
 */
export interface QueuedAnswer {
  readonly queued: true;
  readonly queueId: number;
}

export const isQueuedAnswer = (value: unknown): value is QueuedAnswer =>
  typeof value === 'object' && value !== null && (value as { queued?: unknown }).queued === true;

/** Whether an error is a network failure whose call was queued to be sent again. */
export const isQueuedFailure = (error: unknown): boolean =>
  error instanceof ApiError && error.queueId !== undefined;

/**
 * Checks an answer and types it: anything with a `parse`. The app's API modules pass the light
 * checks of lib/api/answer-shape.ts, which keep zod off the first load; a zod schema fits too,
 * for a page that loads zod anyway.
 */
export interface ResponseSchema<T> {
  parse: (value: unknown) => T;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** 'blob' for a file (an invoice's PDF): the answer's bytes, not JSON. */
  responseType?: 'json' | 'blob';
  /** Lets the request outlive the page (a checkout left as the tab closes). */
  keepalive?: boolean;
  /** A file sent as it is with its own media type (an offer feed), instead of a JSON body. */
  file?: { content: Blob | string; contentType: string };
  /**
   * The caller handles a queued marker: without a connection this call (one of the routes the
   * route table marks replayable) waits in the sync queue instead of failing.
   */
  queueable?: boolean;
  /** The Idempotency-Key to send again (a replay); otherwise a replayable call makes one. */
  idempotencyKey?: string;
}

/** What the API client hands the sync queue. */
export type CallToQueue = Omit<QueuedCall, 'id' | 'retries'>;

export interface ApiClientDeps {
  /** '' means the same origin. */
  baseUrl: string;
  /** The Cognito ID token, or undefined for a guest. */
  getToken: () => Promise<string | undefined>;
  /** Called on any 401: the session is gone. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Whether the browser says it is online (navigator.onLine). */
  isOnline?: () => boolean;
  /** The offline mode feature flag: off, no call is ever queued (a write offline just fails). */
  queueOffline?: boolean;
  /** Puts a call in the sync queue; answers its id. By default loads the queue on first use. */
  enqueue?: (call: CallToQueue) => Promise<number>;
}

/** A queueable call may answer the queued marker; any other call answers what the server said. */
export interface ApiRequest {
  <T = unknown>(
    path: string,
    options: RequestOptions<T> & { queueable: true },
  ): Promise<T | QueuedAnswer>;
  <T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

/** Loaded only when something must wait for the connection: IndexedDB stays off first loads. */
const enqueueInStore = async (call: CallToQueue): Promise<number> =>
  (await import('./offline/sync-queue')).enqueueCall(call);

/**
 * The queued call type of a replayable call, or undefined. The route table's patterns load with
 * the first call that may be one (a write, or a read whose caller takes a queued marker), not
 * with the first page: most first loads make none.
 */
const replayableTypeOf = async (
  method: NonNullable<RequestOptions<unknown>['method']>,
  path: string,
  queueable: boolean | undefined,
) =>
  method === 'GET' && !queueable
    ? undefined
    : (await import('./offline/replayable-call')).replayableCallType(method, path);

const browserIsOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** A fresh Idempotency-Key (randomUUID needs a secure context; plain http on a LAN lacks it). */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The user a token belongs to (its `sub`), '' for a guest. */
export const callerIdOf = (token: string | undefined): string => {
  const sub = decodeJwtPayload(token)?.sub;
  return typeof sub === 'string' ? sub : '';
};

const readError = async (
  res: Response,
): Promise<{ message?: string; fieldErrors?: Record<string, string[]>; body?: unknown }> => {
  try {
    const body: unknown = await res.json();
    if (typeof body === 'object' && body !== null) {
      const { message, fieldErrors } = body as { message?: unknown; fieldErrors?: unknown };
      return {
        body,
        ...(typeof message === 'string' ? { message } : {}),
        ...(typeof fieldErrors === 'object' && fieldErrors !== null
          ? { fieldErrors: fieldErrors as Record<string, string[]> }
          : {}),
      };
    }
  } catch {
    // A body that is not JSON (a proxy's HTML error page, say): fall back to the status text.
  }
  return {};
};

export const createApiClient = (deps: ApiClientDeps): ApiRequest => {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = deps.timeoutMs ?? API_TIMEOUT_MS;
  const isOnline = deps.isOnline ?? browserIsOnline;
  const enqueue = deps.enqueue ?? enqueueInStore;

  const request = async <T>(
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T | QueuedAnswer> => {
    const token = await deps.getToken();
    const method = options.method ?? 'GET';
    const queuedType = await replayableTypeOf(method, path, options.queueable);
    // Made once per call: a try that fails on the way and its replay carry the same key.
    const idempotencyKey = queuedType ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
    const queueable =
      options.queueable === true && queuedType !== undefined && deps.queueOffline !== false;
    const toQueue = (): Promise<number> =>
      enqueue({
        type: queuedType!,
        data: options.body,
        endpoint: path,
        method,
        timestamp: Date.now(),
        idempotencyKey: idempotencyKey!,
        userId: callerIdOf(token),
      });
    if (queueable && !isOnline()) return { queued: true, queueId: await toQueue() };

    const blob = options.responseType === 'blob';
    const headers: Record<string, string> = { Accept: blob ? '*/*' : 'application/json' };
    if (options.file) headers['Content-Type'] = options.file.contentType;
    else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let res: Response;
    try {
      res = await doFetch(`${deps.baseUrl}${path}`, {
        method,
        headers,
        body: options.file
          ? options.file.content
          : options.body === undefined
            ? undefined
            : JSON.stringify(options.body),
        signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted && !timeout.aborted) throw error;
      // It may have reached the server: queued under the same key, it is applied once at most.
      const queueId = queueable ? await toQueue() : undefined;
      if (timeout.aborted) {
        throw new ApiError(
          0,
          'The request timed out. Please try again.',
          undefined,
          undefined,
          queueId,
        );
      }
      throw new ApiError(
        0,
        'Could not reach Shop Scanner. Check your connection and try again.',
        undefined,
        undefined,
        queueId,
      );
    }

    if (res.status === 401) {
      deps.onUnauthorized();
      const { message } = await readError(res);
      throw new ApiError(401, message ?? apiMessages.unauthorized);
    }
    if (!res.ok) {
      const { message, fieldErrors, body } = await readError(res);
      throw new ApiError(
        res.status,
        message ?? (res.statusText || `HTTP ${res.status}`),
        fieldErrors,
        body,
      );
    }
    if (res.status === 204) return undefined as T;
    if (blob) return (await res.blob()) as T;
    const body: unknown = await res.json();
    return options.schema ? options.schema.parse(body) : (body as T);
  };
  return request as ApiRequest;
};

/**
 * The app's client. Its token source and 401 handler are installed by the session provider
 * (configureApi); until then calls go out without a token.
 */
let current: ApiRequest | undefined;
let currentDeps: ApiClientDeps | undefined;

export const configureApi = (deps: ApiClientDeps): void => {
  current = createApiClient(deps);
  currentDeps = deps;
};

export const apiRequest = ((path: string, options?: RequestOptions<unknown>) => {
  if (!current) throw new Error('The API client is not configured yet');
  return current(path, options);
}) as ApiRequest;

/** The signed-in user's id as the API sees it (the token's `sub`), '' for a guest. */
export const currentCallerId = async (): Promise<string> =>
  callerIdOf(await currentDeps?.getToken());
