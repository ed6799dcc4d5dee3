/**
 * Whether enough was read to score the store. Too little was read when the store's
 * own page (the storefront, or the marketplace listing) did not answer 2xx, or answered with no
 * more than the spec's 100 characters of content (an empty page, a "please enable JavaScript"
 * shell, a bot challenge), and no product list was read either. The verdict is then unknown,
 * with the reason, and no figure is made up.
 */
import { storeAnalysisConstants } from '@shop-scanner/shared/store-analysis';
import { answered, hasContent, mainPageOf } from './page-facts';
import type { StoreSnapshot } from './store-snapshot';

export type Readiness = { ready: true } | { ready: false; reason: string };

const { contentCharacters } = storeAnalysisConstants.pattern;

const unreadReason = (snapshot: StoreSnapshot): string | undefined => {
  const page = mainPageOf(snapshot);
  if (!page) return 'No page of the store was read';
  if (page.status === null)
    return `The store's page could not be fetched${page.note ? ` (${page.note})` : ''}: nothing could be read`;
  if (!answered(page.status))
    return `The store answered HTTP ${page.status}: its page could not be read`;
  const characters = page.text.trim().length;
  if (characters === 0) return "The store's page was empty: there was nothing to read";
  if (!hasContent(characters))
    return `The store's page had only ${characters} characters of text (over ${contentCharacters} are needed) and published no product list`;
  return undefined;
};

export const verdictReadiness = (snapshot: StoreSnapshot): Readiness => {
  const productsRead = (snapshot.products?.length ?? 0) > 0;
  const reason = productsRead ? undefined : unreadReason(snapshot);
  return reason === undefined ? { ready: true } : { ready: false, reason };
};
