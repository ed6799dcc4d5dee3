/**
 * A business's own store: where its verification file goes and what it is told, without zod, so
 * the dashboard's store card can read them without zod on the page's first load.
 */

/** Where the business publishes its verification file, on its own site. */
export const VERIFICATION_FILE_PATH = '/.well-known/shop-scanner-verification.txt';

/** The texts a business reads about its store's claim and verification. */
export const businessStoreMessages = {
  noStore: 'Name your store’s website first',
  marketplace:
    'A marketplace listing is not a store of your own: give the address of your own website',
  domainTaken:
    'Another business has already claimed this website. If it is yours, contact support.',
  verified: 'Your website is verified',
  alreadyVerified: 'Your website is already verified',
  fileMissing: `The verification file was not found on your site (${VERIFICATION_FILE_PATH})`,
  wrongContent: 'The verification file was found, but it does not hold your verification code',
  unreachable: 'Your site could not be reached',
} as const;
