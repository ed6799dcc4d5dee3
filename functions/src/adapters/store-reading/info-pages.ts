/**
 * Which of a storefront's links are its returns policy, shipping, contact and about pages: the
 * pages the trust rules read. At most one page per role and four in all, on the store's own
 * registrable domain (a help centre on its own subdomain is the store's own, as is one on a
 * help-desk service's subdomain named for the store).
 * Pure.
 *
 * A link counts by its address (the last path segment: `/policies/refund-policy`,
 * `/pages/contact-us`) or by its text ('Returns', 'Contact us'); address matches win. Product,
 * collection, cart, account and blog addresses never count: a product called "Free Shipping
 * Tumbler" is not a shipping policy.
 */
import type { StorePlatform } from '@shop-scanner/shared/store-analysis';
import { getDomain, getDomainWithoutSuffix } from 'tldts';
import type { PageRole } from '../../domain/store-analysis/store-snapshot';
import type { PageLink } from './page-link';

export type InfoRole = Extract<PageRole, 'policy' | 'shipping' | 'contact' | 'about'>;

export interface InfoPage {
  url: string;
  role: InfoRole;
}

/** The spec's reading stays small: four pages after the storefront. */
export const MAX_INFO_PAGES = 4;
/** A link text longer than this is a product card or a paragraph, not a footer link. */
const MAX_LINK_TEXT = 40;

const roles: readonly { role: InfoRole; path: RegExp; text: RegExp }[] = [
  {
    role: 'policy',
    path: /(?:refund|return)s?(?:[-_](?:policy|policies|and[-_]exchanges?|exchanges?))?$|returns?[-_]policy/,
    text: /\b(?:refunds?|returns?)(?:\s*(?:&|and)\s*(?:refunds?|exchanges?))?(?:\s+polic(?:y|ies))?\b/i,
  },
  {
    role: 'shipping',
    // The page about shipping, not a service that delivers ("Pharmacy Home Delivery" on
    // costco.com) nor a banner ("Free Shipping On Orders Over $45").
    path: /^(?:shipping|delivery)(?:[-_](?:and[-_])?(?:policy|information|info|returns|delivery|shipping))?$/,
    text: /^(?:shipping|delivery)(?:\s*(?:&|and)\s*(?:delivery|shipping|returns))?(?:\s+(?:policy|information|info|rates|options))?$/i,
  },
  {
    role: 'contact',
    // A shop in another language names it so too ("Contactos", "Kontakt"), and a large shop's
    // "Help" or "Customer services" centre is where it is contacted (Zalando's footer links "All
    // Help Topics"). A bare FAQ is not: it answers questions, it need not say how to ask one (a
    // FAQ section with its articles is a help centre: HELP_CENTRE_ROOT).
    path: /contact(?:s|[-_]?(?:us|form)|os?|e|ez(?:[-_]nous)?)?$|^(?:contato|contatti|contattaci|kontakt(?:id|e|y)?|customer[-_]?(?:service|care|support)s?|help(?:[-_]?cent(?:re|er))?)$/,
    // "Contact Lenses" is a department (Costco's, on its contacts. subdomain), not a contact page.
    // Hebrew's and Russian's "contact us", "customer service" and "feedback" (GetIT, 1k.by),
    // whose letters \b does not see; Chinese's "customer service centre" and "contact us"
    // (PChome), written without spaces.
    text: /\b(?:contact(?:os?|e|ez)?|cont[aá]ct(?:anos|enos)|contato|contatti|contattaci|kontakt(?:id|e|y)?)(?:\s+us)?\b(?!\s+lens)|\bcustomer\s+(?:service|care|support)s?\b|^(?:help|ayuda|aide|aiuto|hilfe)$|\bhelp\s+(?:topics|cent(?:re|er)|section)\b|\bcentro\s+de\s+ayuda\b|(?:^|\s)(?:צור\s+קשר|שירות\s+ה?לקוחות|контакты|обратная\s+связь|связаться\s+с\s+нами)(?=\s|$)|客服中心|聯絡我們|联系我们/i,
  },
  {
    role: 'about',
    path: /about(?:[-_]?us)?$|our[-_]story$/,
    text: /\babout(?:\s+us)?\b|\bour story\b/i,
  },
];

/** Addresses that are shop pages of another kind, whatever they are called. */
const notInfo =
  /\/(?:products?|collections?|cart|checkout|account|login|search|blogs?|tags?)(?:\/|$)/i;

/**
 * Help-desk services that host a shop's help centre on a subdomain named for it
 * (`puntoticket.zendesk.com` for puntoticket.com): the shop's own pages, on another domain.
 */
const HELP_DESK_DOMAINS = ['zendesk.com', 'freshdesk.com', 'helpscoutdocs.com', 'gorgias.help'];

/** Whether a host is the store's help centre on a help-desk service, named for the store. */
const isStoresHelpDesk = (host: string, store: string): boolean => {
  const label = getDomainWithoutSuffix(store);
  const [first, ...rest] = host.toLowerCase().split('.');
  return label !== null && first === label && HELP_DESK_DOMAINS.includes(rest.join('.'));
};

/**
 * A help centre's root, by its last path segment (`/faq/`, `/help/`, Zendesk's `/hc/`): counted as
 * the contact page only when the page links several of its articles too (a section), which a bare
 * FAQ page has not. Its link's words may be any language's ("Kaikki aiheet", "all topics").
 */
const HELP_CENTRE_ROOT = /^(?:faqs?|help|hc|support|hilfe|aide|ayuda|aiuto)$/;
/** Zendesk's help centre root in a language: `/hc/ar/`, `/hc/en-gb` (Namshi's, Bestseller's). */
const ZENDESK_LOCALE_ROOT = /\/hc\/[a-z]{2}(?:-[a-z]{2,4})?\/?$/i;
/** An address inside a help centre: what page-text keeps of a footer beyond its cap on links. */
const IN_HELP_CENTRE = /\/(?:faqs?|help|hc|support|hilfe|aide|ayuda|aiuto)(?:\/|$)/i;
/** Articles linked under a help centre's root that make it a section, not one FAQ page. */
export const HELP_CENTRE_MIN_ARTICLES = 3;
/** Weaker than a link that says "contact" (1) or is addressed so (2): a help centre only leads there. */
const HELP_CENTRE_SCORE = 0.5;

const bareHost = (host: string): string => host.toLowerCase().replace(/^www\./, '');

/**
 * The store a host belongs to: its registrable domain (customerservice.costco.com and
 * www.costco.com are both costco.com), by the Public Suffix List with its private section, so
 * that two shops on one platform's subdomains (a.myshopify.com, b.myshopify.com) stay two
 * stores. An IP address or a name without a public suffix is its own store.
 */
export const storeDomainOf = (host: string): string =>
  getDomain(host, { allowPrivateDomains: true }) ?? bareHost(host);

const lastSegment = (pathname: string): string => {
  // The lookbehind starts a match only at a run's first slash: `/\/+$/` retried from every slash
  // of a long run, the square of its length on a link a page made of slashes.
  const segment =
    pathname
      .replace(/(?<!\/)\/+$/, '')
      .split('/')
      .pop() ?? '';
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Not percent-encoded text: compared as written.
  }
  // A page file's extension says nothing of its role (`contactos.php`, `kontakt.html`).
  return decoded.toLowerCase().replace(/\.(?:php|html?|aspx?|jsp)$/, '');
};

/**
 * Whether a link may lead to one of the info pages, by its address or its text, wherever it
 * leads: what page-text keeps beyond its cap on links.
 */
export const mayNameInfoPage = (link: PageLink): boolean => {
  let segment: string;
  try {
    segment = lastSegment(new URL(link.href).pathname);
  } catch {
    return false;
  }
  const text = link.text.length <= MAX_LINK_TEXT ? link.text : '';
  return (
    roles.some(({ path, text: textPattern }) => path.test(segment) || textPattern.test(text)) ||
    IN_HELP_CENTRE.test(new URL(link.href).pathname)
  );
};

/** Shopify publishes these at fixed addresses whether or not the theme links them. */
const shopifyStandardPages: readonly InfoPage[] = [
  { role: 'policy', url: '/policies/refund-policy' },
  { role: 'shipping', url: '/policies/shipping-policy' },
];

/** The roots of help centres whose articles the page links (see HELP_CENTRE_ROOT). */
const helpCentreRoots = (targets: readonly URL[]): Set<string> => {
  const roots = new Set<string>();
  const addresses = new Set(targets.map((target) => target.origin + target.pathname));
  for (const target of targets) {
    const isRoot =
      HELP_CENTRE_ROOT.test(lastSegment(target.pathname)) ||
      ZENDESK_LOCALE_ROOT.test(target.pathname);
    if (!isRoot) continue;
    const root = target.origin + target.pathname.replace(/\/*$/, '/');
    let articles = 0;
    for (const address of addresses) if (address.startsWith(root) && address !== root) articles++;
    if (articles >= HELP_CENTRE_MIN_ARTICLES) roots.add(target.origin + target.pathname);
  }
  return roots;
};

export const pickInfoPages = ({
  pageUrl,
  links,
  platform,
}: {
  pageUrl: string;
  links: readonly PageLink[];
  platform: StorePlatform;
}): InfoPage[] => {
  const page = new URL(pageUrl);
  const store = storeDomainOf(page.hostname);
  const best = new Map<InfoRole, { url: string; score: number }>();
  const taken = new Set<string>([page.origin + page.pathname]);
  const storeLinks = links.flatMap((link) => {
    try {
      const target = new URL(link.href);
      const ours =
        storeDomainOf(target.hostname) === store || isStoresHelpDesk(target.hostname, store);
      const own = ours && !notInfo.test(target.pathname);
      return own ? [{ link, target }] : [];
    } catch {
      return [];
    }
  });
  const helpCentres = helpCentreRoots(storeLinks.map(({ target }) => target));

  for (const { link, target } of storeLinks) {
    const url = target.origin + target.pathname;
    const segment = lastSegment(target.pathname);
    const text = link.text.length <= MAX_LINK_TEXT ? link.text : '';
    for (const { role, path, text: textPattern } of roles) {
      const score = path.test(segment) ? 2 : textPattern.test(text) ? 1 : 0;
      if (score > (best.get(role)?.score ?? 0)) best.set(role, { url, score });
    }
    if (helpCentres.has(url) && HELP_CENTRE_SCORE > (best.get('contact')?.score ?? 0))
      best.set('contact', { url, score: HELP_CENTRE_SCORE });
  }

  const picked: InfoPage[] = [];
  for (const { role } of roles) {
    let url = best.get(role)?.url;
    const standard = shopifyStandardPages.find((entry) => entry.role === role);
    if (!url && platform === 'shopify' && standard)
      url = new URL(standard.url, page.origin).toString();
    // One page serves one role ('Shipping & returns' is read once, as the policy it is first).
    if (!url || taken.has(url)) continue;
    taken.add(url);
    picked.push({ url, role });
  }
  return picked.slice(0, MAX_INFO_PAGES);
};
