import { apiMessages } from '@shop-scanner/shared/messages';

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
  ) {
    super(message);
  }
}

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
}

export interface ApiClientDeps {
  /** '' means the same origin. */
  baseUrl: string;
  /** The Cognito ID token, or undefined for a guest. */
  getToken: () => Promise<string | undefined>;
  /** Called on any 401: the session is gone. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type ApiRequest = <T = unknown>(path: string, options?: RequestOptions<T>) => Promise<T>;

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

  return async <T>(path: string, options: RequestOptions<T> = {}): Promise<T> => {
    const token = await deps.getToken();
    const blob = options.responseType === 'blob';
    const headers: Record<string, string> = { Accept: blob ? '*/*' : 'application/json' };
    if (options.file) headers['Content-Type'] = options.file.contentType;
    else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let res: Response;
    try {
      res = await doFetch(`${deps.baseUrl}${path}`, {
        method: options.method ?? 'GET',
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
      if (timeout.aborted) throw new ApiError(0, 'The request timed out. Please try again.');
      if (options.signal?.aborted) throw error;
      throw new ApiError(0, 'Could not reach Shop Scanner. Check your connection and try again.');
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
};

/**
 * The app's client. Its token source and 401 handler are installed by the session provider
 * (configureApi); until then calls go out without a token.
 */
let current: ApiRequest | undefined;

export const configureApi = (deps: ApiClientDeps): void => {
  current = createApiClient(deps);
};

export const apiRequest: ApiRequest = (path, options) => {
  if (!current) throw new Error('The API client is not configured yet');
  return current(path, options);
};
