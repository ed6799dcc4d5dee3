/**
 * The reading side of the safe fetcher: a secondary page (a feed, a policy page) that fails is a
 * page with a note, never a failed analysis. Only the first page's failure propagates (the
 * shopper's 400), and readStore lets that one through itself.
 */
import type { FetchedPage, PageRole } from '../../domain/store-analysis/store-snapshot';
import { readPageText, type PageText } from './page-text';
import type { FetchResponse, SafeFetcher } from '../../lib/safe-fetch/safe-fetcher';

/** A secondary page gets less time than the storefront: the whole reading stays well under 20 s. */
export const SECONDARY_DEADLINE_MS = 5000;
/** Policy and contact pages are short; a feed of 50 products with their HTML bodies is not. */
export const SECONDARY_MAX_BYTES = 1024 * 1024;
/**
 * The page the shopper gave may be a marketplace's: real Amazon product pages run from 1 to over
 * 3 MB, most of it inline scripts and styles, with the title and price in the first 1.5 MB. A
 * longer page is read up to here (see keepFirstPart), never refused for its length.
 */
export const SHOPPER_PAGE_MAX_BYTES = 2 * 1024 * 1024;

const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * What the evidence says of a page cut at its cap, in the shopper's words; undefined for a page
 * read whole.
 */
export const readInPartNote = (response: FetchResponse): string | undefined => {
  const { partial } = response;
  if (!partial) return undefined;
  const size =
    partial.announcedBytes === undefined
      ? 'a longer page'
      : `a ${megabytes(partial.announcedBytes)} page`;
  return `read in part: the first ${megabytes(partial.bytesRead)} of ${size} (its top, where the product's name and price are shown)`;
};

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
  /** For HTML pages only: a cut JSON document is no document at all. */
  keepFirstPart = false,
): Promise<{ response: FetchResponse } | { note: string }> => {
  try {
    const response = await fetcher.fetch(url, {
      headers: { accept },
      deadlineMs: SECONDARY_DEADLINE_MS,
      maxBytes: SECONDARY_MAX_BYTES,
      ...(keepFirstPart && { keepFirstPart }),
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
): FetchedPage => {
  const note = readInPartNote(response);
  return {
    url: response.url,
    role,
    status: response.status,
    text: read.text,
    ...(read.furnitureText !== '' && { furnitureText: read.furnitureText }),
    ...(read.title !== undefined && { title: read.title }),
    ...(read.metaDescription !== undefined && { metaDescription: read.metaDescription }),
    ...(note !== undefined && { note }),
  };
};

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
  const result = await fetchSecondary(fetcher, url, 'text/html,application/xhtml+xml', true);
  return 'response' in result
    ? htmlPage(result.response, role)
    : { url, role, status: null, text: '', note: result.note };
};
