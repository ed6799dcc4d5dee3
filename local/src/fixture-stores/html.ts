/** Small helpers for the pages the fixture stores write: escaping, embedded JSON, money, slugs. */

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (or an attribute value) as HTML. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);

/**
 * JSON to embed in a `<script>` element. `<`, `>` and `&` are escaped as Shopify's `json` filter
 * escapes them, so no text inside can close the script; WordPress's wp_json_encode also escapes
 * `/` (`https:\/\/…`), which `escapeSlashes` reproduces.
 */
export const scriptJson = (value: unknown, { escapeSlashes = false } = {}): string => {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return escapeSlashes ? json.replace(/\//g, '\\/') : json;
};

/** A JSON-LD block as themes print it. */
export const jsonLdScript = (value: unknown, options?: { escapeSlashes?: boolean }): string =>
  `<script type="application/ld+json">${scriptJson(value, options)}</script>`;

/** `$4.49` */
export const usd = (amount: number): string => `$${amount.toFixed(2)}`;

/** A price as a decimal string (`'4.49'`), as Shopify's feeds and JSON-LD carry it. */
export const decimal = (amount: number): string => amount.toFixed(2);

/** Shopify's `handleize` and WordPress's slugs: lower case, words joined by hyphens. */
export const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A paragraph per entry, as rich-text editors save them. */
export const paragraphs = (texts: readonly string[]): string =>
  texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');

/** Liquid's `strip_html`: the tags removed (entities stay as written), whitespace collapsed. */
export const stripHtml = (fragment: string): string =>
  fragment
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A stable token from a text, as hex: the random-looking parts of file names (Shopify's upload
 * suffixes, AliExpress's image ids), derived instead of drawn so every start writes the same.
 */
export const stableHex = (text: string, length: number): string => {
  let out = '';
  for (let round = 0; out.length < length; round += 1) {
    // FNV-1a over the round and the text, then murmur3's finalizer so that texts differing in
    // their last character get unrelated tokens.
    let hash = 0x811c9dc5;
    for (const character of `${round}:${text}`)
      hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193);
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    out += ((hash ^ (hash >>> 16)) >>> 0).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
};
