/**
 * What a business's verification file proves, pure: the file answered at the well-known path of
 * its site, and holds the business's own code. Whitespace around the code is allowed (editors
 * add a final newline); anything else is the wrong content.
 */
import {
  businessStoreMessages as m,
  VERIFICATION_FILE_PATH,
  type VerificationOutcome,
} from '@shop-scanner/shared/business-store';

/** The address of the file on the business's site: the website's origin and the fixed path. */
export const verificationUrlOf = (website: string): string =>
  new URL(VERIFICATION_FILE_PATH, new URL(website).origin).toString();

/** The file's answer, judged: `unreachable` is for a site that gave no answer at all. */
export const judgeVerificationFile = (
  answer: { readonly status: number; readonly body: string },
  token: string,
): VerificationOutcome => {
  if (answer.status === 404 || answer.status === 410) return 'file-missing';
  if (answer.status < 200 || answer.status >= 300) return 'unreachable';
  return answer.body.trim() === token ? 'verified' : 'wrong-content';
};

export const verificationMessages: Readonly<Record<VerificationOutcome, string>> = {
  verified: m.verified,
  'file-missing': m.fileMissing,
  'wrong-content': m.wrongContent,
  unreachable: m.unreachable,
};
