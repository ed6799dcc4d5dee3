/**
 * /scan: the scan page, with parts from other features composed in (features never import each
 * other): the url tab's product page check, and the cross-platform search a known product's card
 * opens, both loaded when first shown, off the page's first load; and the wishlist's small add
 * button on a known product's card.
 */
import { LazyProductUrlCheck } from '../../features/analyze/components/lazy-product-url-check';
import { LazyCrossPlatformPanel } from '../../features/cross-platform/components/lazy-cross-platform-panel';
import { ScanPage } from '../../features/scan/components/scan-page';
import { loadDecoder } from '../../features/scan/decoder-loader';
import { AddToWishlistButton } from '../../features/wishlist/components/add-to-wishlist-button';

export const Component = () => (
  <ScanPage
    loadDecoder={loadDecoder}
    urlTab={<LazyProductUrlCheck />}
    renderCrossPlatform={(prefill) => <LazyCrossPlatformPanel prefill={prefill} />}
    renderProductAction={(product) => <AddToWishlistButton productId={product.id} />}
  />
);
