/**
 * IANA's RDAP bootstrap registry for DNS (RFC 9224, https://data.iana.org/rdap/dns.json): which
 * RDAP server answers for which top-level domain. Pure: parsing and choosing a server; where the
 * file comes from is bootstrap-source.ts.
 *
 * Format: `{ version, publication, description?, services: [[[labels...], [base urls...]], ...] }`.
 * An entry's labels are usually one TLD ('com'), but RFC 9224 allows a longer label sequence, and
 * the longest one that ends the domain wins.
 */
import { z } from 'zod';

const serviceSchema = z.tuple([
  z.array(z.string().min(1)).min(1),
  z.array(z.url({ protocol: /^https?$/ })).min(1),
]);

export const rdapBootstrapSchema = z.object({
  version: z.string(),
  publication: z.string(),
  description: z.string().optional(),
  services: z.array(serviceSchema),
});

export type RdapBootstrap = z.infer<typeof rdapBootstrapSchema>;

/** Throws a readable error when `json` is not a bootstrap file (names the first few problems). */
export const parseRdapBootstrap = (json: unknown, source = 'RDAP bootstrap'): RdapBootstrap => {
  const parsed = rdapBootstrapSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`${source} is not an RDAP bootstrap file: ${problems.join('; ')}`);
};

export interface RdapServer {
  /** The bootstrap entry that matched ('com', 'uk'): what the registry is called in notes. */
  readonly zone: string;
  /** The server's base URL, ending with '/': queries are `{base}domain/{name}`. */
  readonly base: string;
}

/** RFC 9224 §3: the base URLs end with '/', but a local file may forget it. */
const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

/** RFC 9224 §3: when an entry lists both, https is to be preferred. */
const preferredUrl = (urls: readonly string[]): string | undefined =>
  urls.find((url) => url.startsWith('https:')) ?? urls[0];

/** Entry label sequence (lower-case) → base URL, built once per bootstrap object. */
const indexes = new WeakMap<RdapBootstrap, Map<string, string>>();

const indexOf = (bootstrap: RdapBootstrap): Map<string, string> => {
  const known = indexes.get(bootstrap);
  if (known) return known;
  const index = new Map<string, string>();
  for (const [labels, urls] of bootstrap.services) {
    const url = preferredUrl(urls);
    if (url === undefined) continue;
    for (const label of labels) {
      const key = label.toLowerCase().replace(/\.$/, '');
      // The first entry naming a zone keeps it, as a reader of the file would expect.
      if (!index.has(key)) index.set(key, withSlash(url));
    }
  }
  indexes.set(bootstrap, index);
  return index;
};

/**
 * The server for a domain name: the entry with the longest label sequence that ends the name
 * ('example.co.uk' tries 'example.co.uk', 'co.uk', then 'uk'). Undefined when none does.
 */
export const rdapServerFor = (bootstrap: RdapBootstrap, domain: string): RdapServer | undefined => {
  const index = indexOf(bootstrap);
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  for (let start = 0; start < labels.length; start += 1) {
    const zone = labels.slice(start).join('.');
    const base = index.get(zone);
    if (base !== undefined) return { zone, base };
  }
  return undefined;
};
