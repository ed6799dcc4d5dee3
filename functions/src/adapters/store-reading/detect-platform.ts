/**
 * Which shop system serves a page, from what the page itself shows: its address (marketplace
 * listings), its response headers and its markup. Pure; the rules are our own (the public
 * webappanalyzer rule sets are GPL and are not copied in).
 *
 * Every marker has a weight: a platform's own response header or cookie is strong (3), a file path
 * or script object only its themes produce is good (2), an asset host that other sites hotlink is
 * weak (1). A platform needs 2 to be named, the heaviest wins. This is what keeps the classic
 * pitfall out: a Shop Pay button puts `cdn.shopify.com` on WooCommerce and custom sites, so that
 * host alone names nothing; Shopify needs one of its headers or its own file paths.
 */
import { getDomain, getDomainWithoutSuffix, getPublicSuffix } from 'tldts';
import type { StoreMarketplace, StorePlatform } from '@shop-scanner/shared/store-analysis';

export interface PlatformInput {
  /** The page's final address, after redirects. */
  url: string;
  /** Response headers (any case). */
  headers: Record<string, string>;
  html: string;
}

export interface PlatformDetection {
  platform: StorePlatform;
  /** What named it, for the verdict's evidence: 'x-shopid header', 'address: amazon.de listing'. */
  evidence: string[];
}

type HostedPlatform = Extract<
  StorePlatform,
  'shopify' | 'woocommerce' | 'bigcommerce' | 'wix' | 'squarespace' | 'magento'
>;
type Marketplace = StoreMarketplace;

/** What fired, and how much it counts. */
interface Marker {
  weight: number;
  evidence: string;
}

const NAMED_AT = 2;

/**
 * Marketplaces' own public suffixes, listed one by one: a lookalike such as `amazon.shop` or
 * `ebay-deals.store` must never collect a marketplace's trust.
 */
// prettier-ignore
const marketplaceSuffixes: Readonly<Record<Marketplace, readonly string[]>> = {
  amazon: [
    'com', 'ca', 'com.mx', 'com.br', 'co.uk', 'de', 'fr', 'it', 'es', 'nl', 'se', 'pl', 'com.be',
    'com.tr', 'ae', 'sa', 'eg', 'in', 'co.jp', 'com.au', 'sg', 'cn', 'ie', 'co.za',
  ],
  ebay: [
    'com', 'co.uk', 'de', 'fr', 'it', 'es', 'ca', 'com.au', 'at', 'ch', 'ie', 'nl', 'be', 'pl',
    'com.hk', 'com.sg', 'com.my', 'ph',
  ],
  etsy: ['com'],
  aliexpress: ['com', 'us', 'ru'],
  walmart: ['com', 'ca'],
  target: ['com'],
  alibaba: ['com'],
};

/** The address shapes of one listing on each marketplace. */
const listingPaths: Readonly<Record<Marketplace, readonly [RegExp, string][]>> = {
  amazon: [
    [/\/dp\/[A-Z0-9]{10}(?:[/?]|$)/i, '/dp/ listing'],
    [/\/gp\/product\/[A-Z0-9]{10}(?:[/?]|$)/i, '/gp/product/ listing'],
  ],
  ebay: [[/^\/itm\/(?:[^/]+\/)?\d{9,}/, '/itm/ listing']],
  etsy: [
    [/^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/listing\/\d+/i, '/listing/ address'],
    [/^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/shop\/[^/]+/i, '/shop/ address'],
  ],
  aliexpress: [[/^\/item\/(?:[^/]+\/)?\d+\.html/, '/item/ listing']],
  walmart: [[/^\/ip\/(?:[^/]+\/)?\d+/, '/ip/ listing']],
  target: [[/^\/p\/[^/]*\/-\/A-\d+/, '/p/…/A- listing']],
  alibaba: [[/^\/product-detail\/[^/]*\d+\.html/, '/product-detail/ listing']],
};

/** The marketplace whose host this is, if any (any subdomain: www., m., es., a shop's own). */
export const marketplaceOf = (host: string): Marketplace | undefined => {
  const name = getDomainWithoutSuffix(host);
  const suffix = getPublicSuffix(host);
  if (!name || !suffix) return undefined;
  const entry = Object.entries(marketplaceSuffixes).find(([marketplace]) => marketplace === name);
  return entry && entry[1].includes(suffix) ? (entry[0] as Marketplace) : undefined;
};

/** Whether the address is one marketplace listing (a product or a shop), not its home page. */
export const isMarketplaceListing = (url: string): boolean => {
  const parsed = new URL(url);
  const marketplace = marketplaceOf(parsed.hostname);
  return marketplace !== undefined && listingMarker(marketplace, parsed.pathname) !== undefined;
};

const listingMarker = (marketplace: Marketplace, path: string): string | undefined =>
  listingPaths[marketplace].find(([pattern]) => pattern.test(path))?.[1];

/**
 * Registrable domains where a shop lives on its platform's subdomain, with the platform that
 * implies (null: a platform outside our list, such as Square Online or Big Cartel).
 */
const platformSubdomainHosts: Readonly<Record<string, HostedPlatform | null>> = {
  'myshopify.com': 'shopify',
  'wixsite.com': 'wix',
  'wixstudio.io': 'wix',
  'squarespace.com': 'squarespace',
  'mybigcommerce.com': 'bigcommerce',
  'square.site': null,
  'bigcartel.com': null,
  'company.site': null,
  'ecwid.com': null,
  'storenvy.com': null,
  'weebly.com': null,
  'webflow.io': null,
  'godaddysites.com': null,
  'wordpress.com': null,
  'sellfy.store': null,
  'gumroad.com': null,
};

/** A shop on a marketplace or on its platform's subdomain: it has no domain of its own. */
export const isOnPlatformDomain = (url: string): boolean => {
  const host = new URL(url).hostname;
  const domain = getDomain(host);
  return (
    marketplaceOf(host) !== undefined ||
    (domain !== null && domain !== host && domain in platformSubdomainHosts)
  );
};

const lowerCaseKeys = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/** The value shown in evidence, short: a header value is the store's, not ours to print whole. */
const shown = (value: string): string => (value.length > 40 ? `${value.slice(0, 40)}…` : value);

const headerMarkers = (
  headers: Record<string, string>,
): Partial<Record<HostedPlatform, Marker[]>> => {
  const found: Partial<Record<HostedPlatform, Marker[]>> = {};
  const add = (platform: HostedPlatform, weight: number, evidence: string) =>
    (found[platform] ??= []).push({ weight, evidence });
  const cookies = headers['set-cookie'] ?? '';
  const shopifyCookie = /(?:^|[\s,;])_shopify_(?:y|s|sa_t|sa_p|essential)=/.test(cookies);

  for (const [name, value] of Object.entries(headers)) {
    if (name === 'x-shopid' || name === 'x-sorting-hat-shopid' || name === 'x-sorting-hat-podid')
      add('shopify', 3, `${name} header (${shown(value)})`);
    else if (name.startsWith('x-shopify-')) add('shopify', 3, `${name} header`);
    else if (name === 'x-storefront-renderer-rendered') add('shopify', 3, `${name} header`);
    else if (name === 'powered-by' && /shopify/i.test(value))
      add('shopify', 3, `powered-by header (${shown(value)})`);
    else if (name === 'x-shardid' && shopifyCookie)
      add('shopify', 3, 'x-shardid header with a Shopify cookie');
    else if (name.startsWith('x-wix-')) add('wix', 3, `${name} header`);
    else if (name === 'server' && /^pepyaka/i.test(value))
      add('wix', 3, `server header (${value})`);
    else if (name === 'server' && /squarespace/i.test(value))
      add('squarespace', 3, `server header (${value})`);
    else if (name.startsWith('x-magento-')) add('magento', 3, `${name} header`);
  }
  if (shopifyCookie && !found.shopify) add('shopify', 2, 'Shopify cookie (_shopify_…)');
  if (/(?:^|[\s,;])(?:wp_woocommerce_session_[0-9a-f]*|woocommerce_items_in_cart)=/.test(cookies))
    add('woocommerce', 3, 'WooCommerce session cookie');
  if (/(?:^|[\s,;])SHOP_SESSION_TOKEN=/.test(cookies)) add('bigcommerce', 2, 'BigCommerce cookie');
  if (/(?:^|[\s,;])(?:X-Magento-Vary|mage-cache-sessid)=/.test(cookies))
    add('magento', 3, 'Magento cookie');
  return found;
};

/**
 * The page's own address, as its markup may write it: host and port (the scheme's default if none).
 */
interface PageAddress {
  host: string;
  port: string;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * True when an address in the page points at this very host (or is relative to it). A theme
 * writes the shop's host as it was reached, port included (`//127.0.0.1:3005/cdn/shop/…`, or
 * `//shop.example:443/…`): the page's own port may follow the host, no other.
 */
const sameHostPath = (html: string, path: string, { host, port }: PageAddress): boolean =>
  new RegExp(
    `(?:["'(\\s=]|^)(?:(?:https?:)?//(?:www\\.)?${escapeRegExp(host)}(?::${port})?)?${escapeRegExp(path)}`,
    'i',
  ).test(html);

/*
 * Patterns over a whole page run in linear time: a tag's attributes are matched with `[^<>]`, so
 * a scan that starts at one `<meta` stops at the next `<` or `>`, and no two scans overlap. With
 * `[^>]` a page of `<meta <meta <meta …` and no `>` had every start scan to the end: the square
 * of the page's length.
 */

/**
 * A `<meta name="generator">` tag whose content matches: each meta tag is cut out in one pass and
 * read on its own, since two attribute scans in one pattern would retry each other's positions.
 */
const hasGenerator = (html: string, content: RegExp): boolean => {
  for (const [tag] of html.matchAll(/<meta\b[^<>]*/gi)) {
    if (/\bname=["']generator["']/i.test(tag) && content.test(tag)) return true;
  }
  return false;
};

interface HtmlRule {
  platform: HostedPlatform;
  weight: number;
  evidence: string;
  test: (html: string, page: PageAddress) => boolean;
}

const htmlRules: readonly HtmlRule[] = [
  // Shopify: theme objects and file paths only a Shopify storefront serves.
  {
    platform: 'shopify',
    weight: 2,
    evidence: 'Shopify.theme object',
    test: (html) => /\bShopify\.theme\s*=/.test(html),
  },
  {
    platform: 'shopify',
    weight: 2,
    evidence: 'Shopify.shop object',
    test: (html) => /\bShopify\.shop\s*=\s*["'][^"']+\.myshopify\.com["']/.test(html),
  },
  {
    platform: 'shopify',
    weight: 2,
    evidence: 'Shopify checkout meta tag',
    test: (html) =>
      /<meta[^<>]+name=["']shopify-(?:checkout-api-token|digital-wallet)["']/i.test(html),
  },
  {
    platform: 'shopify',
    weight: 2,
    evidence: '/cdn/shop/ file paths',
    test: (html, page) => sameHostPath(html, '/cdn/shop/', page),
  },
  {
    platform: 'shopify',
    weight: 2,
    evidence: 'cdn.shopify.com/s/files/ file paths',
    test: (html) => /cdn\.shopify\.com\/s\/files\//i.test(html),
  },
  // WooCommerce.
  {
    platform: 'woocommerce',
    weight: 2,
    evidence: '/wp-content/plugins/woocommerce/ file paths',
    test: (html) => /\/wp-content\/plugins\/woocommerce\//i.test(html),
  },
  {
    platform: 'woocommerce',
    weight: 2,
    evidence: 'woocommerce body classes',
    test: (html) => /<body[^<>]+class=["'][^"'<>]*\bwoocommerce(?:-[a-z-]+)?\b/i.test(html),
  },
  {
    platform: 'woocommerce',
    weight: 2,
    evidence: 'WooCommerce generator meta tag',
    test: (html) => hasGenerator(html, /\bcontent=["']WooCommerce/i),
  },
  {
    platform: 'woocommerce',
    weight: 2,
    evidence: 'WooCommerce script parameters',
    test: (html) => /\b(?:woocommerce_params|wc_add_to_cart_params)\b/.test(html),
  },
  // BigCommerce.
  {
    platform: 'bigcommerce',
    weight: 2,
    evidence: 'BigCommerce store asset paths (cdn11.bigcommerce.com/s-…)',
    test: (html) => /cdn\d*\.bigcommerce\.com\/s-[a-z0-9]+\//i.test(html),
  },
  {
    platform: 'bigcommerce',
    weight: 2,
    evidence: 'BigCommerce page data (BCData)',
    test: (html) => /\bvar\s+BCData\s*=/.test(html),
  },
  {
    platform: 'bigcommerce',
    weight: 2,
    evidence: 'BigCommerce Stencil theme',
    test: (html) => /\bstencilBootstrap\b/.test(html),
  },
  // Wix.
  {
    platform: 'wix',
    weight: 2,
    evidence: 'Wix generator meta tag',
    test: (html) => hasGenerator(html, /\bcontent=["']Wix\.com/i),
  },
  {
    platform: 'wix',
    weight: 2,
    evidence: 'Wix platform scripts (static.parastorage.com)',
    test: (html) => /static\.parastorage\.com\//i.test(html),
  },
  {
    platform: 'wix',
    weight: 1,
    evidence: 'images on static.wixstatic.com',
    test: (html) => /static\.wixstatic\.com\//i.test(html),
  },
  // Squarespace.
  {
    platform: 'squarespace',
    weight: 2,
    evidence: 'Squarespace page comment',
    test: (html) => /<!--\s*This is Squarespace\.\s*-->/i.test(html),
  },
  {
    platform: 'squarespace',
    weight: 2,
    evidence: 'Squarespace page context (Static.SQUARESPACE_CONTEXT)',
    test: (html) => /\bSQUARESPACE_CONTEXT\b/.test(html),
  },
  {
    platform: 'squarespace',
    weight: 1,
    evidence: 'assets on static1.squarespace.com',
    test: (html) => /static1\.squarespace\.com\//i.test(html),
  },
  // Magento (Adobe Commerce).
  {
    platform: 'magento',
    weight: 2,
    evidence: 'Magento init attributes (data-mage-init)',
    test: (html) => /\bdata-mage-init=/.test(html),
  },
  {
    platform: 'magento',
    weight: 2,
    evidence: 'Magento UI modules (Magento_Ui)',
    test: (html) => /\bMagento_(?:Ui|Theme|Catalog)\//.test(html),
  },
  {
    platform: 'magento',
    weight: 2,
    evidence: 'Magento static paths (/static/version…/frontend/)',
    test: (html) => /\/static\/(?:version\d+\/)?frontend\/[A-Za-z_]+\/[a-z_]+\//.test(html),
  },
];

const hostedOrder: readonly HostedPlatform[] = [
  'shopify',
  'woocommerce',
  'bigcommerce',
  'magento',
  'wix',
  'squarespace',
];

/** Names the platform of a page, with the markers that named it. */
export const detectPlatform = ({ url, headers, html }: PlatformInput): PlatformDetection => {
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();

  // A marketplace is known by its address alone: its own headers and markup change weekly.
  const marketplace = marketplaceOf(host);
  if (marketplace) {
    const listing = listingMarker(marketplace, parsed.pathname);
    return {
      platform: marketplace,
      evidence: [`address: ${host}${listing ? ` (${listing})` : ''}`],
    };
  }

  const markers = headerMarkers(lowerCaseKeys(headers));
  const add = (platform: HostedPlatform, marker: Marker) => (markers[platform] ??= []).push(marker);

  const domain = getDomain(host);
  const subdomainPlatform =
    domain !== null && domain !== host ? platformSubdomainHosts[domain] : undefined;
  if (subdomainPlatform) add(subdomainPlatform, { weight: 3, evidence: `address: ${domain}` });

  const page: PageAddress = {
    host,
    port: parsed.port || (parsed.protocol === 'https:' ? '443' : '80'),
  };
  for (const rule of htmlRules) {
    if (rule.test(html, page)) add(rule.platform, { weight: rule.weight, evidence: rule.evidence });
  }

  const ranked = hostedOrder
    .map((platform) => ({
      platform,
      found: markers[platform] ?? [],
      weight: (markers[platform] ?? []).reduce((sum, marker) => sum + marker.weight, 0),
    }))
    .filter((entry) => entry.weight >= NAMED_AT)
    // Stable sort: on a tie the fixed order above decides.
    .sort((a, b) => b.weight - a.weight);

  const winner = ranked[0];
  return winner
    ? { platform: winner.platform, evidence: winner.found.map((marker) => marker.evidence) }
    : { platform: 'unknown', evidence: [] };
};
