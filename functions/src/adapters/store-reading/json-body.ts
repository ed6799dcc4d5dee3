/**
 * A JSON answer from a store's public API, read defensively: a store that is not what it seemed
 * answers these addresses with 200 and an HTML page (its 404 or home page), a login wall, or
 * truncated JSON. Each is "no product list", with a note saying which, never a crash.
 */
import { headerOf, isSuccess } from './fetch-page';
import type { FetchResponse } from '../../lib/safe-fetch/safe-fetcher';

export type JsonBody = { ok: true; value: unknown } | { ok: false; note: string };

/** `what` names the expected answer in the note: 'product list', 'shop meta'. */
export const readJsonBody = (response: FetchResponse, what: string): JsonBody => {
  if (!isSuccess(response.status)) return { ok: false, note: `HTTP ${response.status}` };
  const type = headerOf(response.headers, 'content-type')?.toLowerCase() ?? '';
  const body = response.text().trimStart();
  // Trust the body over the label: some servers say text/html for JSON, more say 200 for HTML.
  if (!body.startsWith('{') && !body.startsWith('[')) {
    return {
      ok: false,
      note: `not a ${what}: answered ${type.split(';')[0] || 'without a content type'}`,
    };
  }
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false, note: `not a ${what}: the JSON could not be read` };
  }
};
