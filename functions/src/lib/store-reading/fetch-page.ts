/**
 * The reading side of the safe fetcher: a secondary page (a feed, a policy page) that fails is a
 * page with a note, never a failed analysis. Only the first page's failure propagates (the
 * shopper's 400), and readStore lets that one through itself.
 */
import type { FetchedPage, PageRole } from '../../domain/store-analysis/store-snapshot';
import { readPageText, type PageText } from './page-text';
import type { FetchResponse, SafeFetcher } from './safe-fetcher';

/** A secondary page gets less time than the storefront: the whole reading stays well under 20 s. */
export const SECONDARY_DEADLINE_MS = 5000;
/** Policy and contact pages are short; a feed of 50 products with their HTML bodies is not. */
export const SECONDARY_MAX_BYTES = 1024 * 1024;

export const headerOf = (headers: Record<string, string>, name: string): string | undefined =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** HTML (or an unlabelled body, which servers send for HTML more than for anything else). */
export const isHtmlResponse = (response: FetchResponse): boolean => {
  const type = headerOf(response.headers, 'content-type')?.toLowerCase();
  return type === undefined || /text\/html|application\/xhtml\+xml|text\/plain/.test(type);
};

/** Why a fetch failed, for the page's note: the fetcher's refusal reason, else the error. */
export const failureNote = (error: unknown): string => {
  if (error instanceof Error) {
    const { reason, detail } = error as Error & { reason?: unknown; detail?: unknown };
    if (typeof reason === 'string')
      return typeof detail === 'string' && detail !== ''
        ? `not fetched: ${reason} (${detail})`
        : `not fetched: ${reason}`;
    return `not fetched: ${error.message}`;
  }
  return 'not fetched';
};

/** Fetches a secondary address; undefined with a note when it could not be fetched at all. */
export const fetchSecondary = async (
  fetcher: SafeFetcher,
  url: string,
  accept: string,
): Promise<{ response: FetchResponse } | { note: string }> => {
  try {
    const response = await fetcher.fetch(url, {
      headers: { accept },
      deadlineMs: SECONDARY_DEADLINE_MS,
      maxBytes: SECONDARY_MAX_BYTES,
    });
    return { response };
  } catch (error) {
    return { note: failureNote(error) };
  }
};

/** A page record of an answered HTML page, from its text as read. */
export const readPageRecord = (
  response: FetchResponse,
  role: PageRole,
  read: PageText,
): FetchedPage => ({
  url: response.url,
  role,
  status: response.status,
  text: read.text,
  ...(read.furnitureText !== '' && { furnitureText: read.furnitureText }),
  ...(read.title !== undefined && { title: read.title }),
  ...(read.metaDescription !== undefined && { metaDescription: read.metaDescription }),
});

/** A page record from an HTML response: its visible text when it answered, its status always. */
export const htmlPage = (response: FetchResponse, role: PageRole): FetchedPage => {
  const { url, status } = response;
  if (!isSuccess(status)) return { url, role, status, text: '', note: `HTTP ${status}` };
  if (!isHtmlResponse(response)) {
    const type = headerOf(response.headers, 'content-type') ?? 'no content type';
    return { url, role, status, text: '', note: `not a page: ${type}` };
  }
  return readPageRecord(response, role, readPageText(response.text(), url));
};

/** Reads one secondary HTML page (policy, contact, about, shipping). */
export const readSecondaryPage = async (
  fetcher: SafeFetcher,
  url: string,
  role: PageRole,
): Promise<FetchedPage> => {
  const result = await fetchSecondary(fetcher, url, 'text/html,application/xhtml+xml');
  return 'response' in result
    ? htmlPage(result.response, role)
    : { url, role, status: null, text: '', note: result.note };
};
