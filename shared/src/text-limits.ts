/**
 * The longest text each kind of field takes (design rule 15: every string a user can send has a
 * maximum length that fits it). No zod here, so a form can set its inputs' maxlength from the
 * same numbers without bringing zod along; bounded-string.ts applies them to the schemas.
 *
 * The limits of one feature that the spec fixes (a product name, a store name, a search) stay
 * with that feature's rules; these are the ones shared across features.
 */

export const TEXT_LIMITS = {
  /** Cognito's own maximum password length: a longer one could never be a user's password. */
  password: 256,
  /**
   * RFC 5321 caps a forward path at 256 octets including its two angle brackets, which leaves 254
   * for the address itself.
   */
  email: 254,
  /**
   * A web address: 2048 is what every browser, CDN and sitemap handles; store and product pages
   * that shoppers paste are far shorter.
   */
  url: 2048,
  /** A person's or a business's name: Cognito would store 2048; a name needs far fewer. */
  name: 100,
  /**
   * An identifier the server made (a product id, an alert id): ours are UUIDs or short keys,
   * 64 leaves room for any of them.
   */
  id: 64,
  /**
   * A barcode is 8 to 14 digits; a pasted one may bring spaces around it, which are trimmed
   * before the digits are checked, so the raw text gets some room.
   */
  barcode: 32,
  /** Stripe ids: a prefix, `_` and at most 255 letters and digits. */
  stripeId: 300,
  /** A one-time code from an e-mail (6 digits), with room for the spaces a paste brings. */
  code: 16,
  /** A value that must be one of a few short words (a sort key such as `price:asc`). */
  keyword: 32,
} as const;

/** The answer to a field longer than it may be, worded like the spec's 'at least' texts. */
export const tooLongMessage = (label: string, max: number): string =>
  `${label} must be at most ${max} characters`;
