/** SNS takes up to an address's longest legal length; anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 254;

/**
 * Whether `value` looks like an e-mail address SNS can subscribe: one `@`, something before it,
 * a domain with a dot inside it after it, no spaces. Not a full RFC 5322 check: SNS sends a
 * confirmation mail, which is the real test; this only stops a typo (a missing `@`, a pasted
 * name) from deploying a topic that would page nobody.
 */
export const looksLikeEmailAddress = (value: string): boolean => {
  if (value.length > MAX_ADDRESS_LENGTH || /\s/.test(value)) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const dot = domain.indexOf('.');
  return local.length > 0 && dot > 0 && !domain.endsWith('.');
};

/** The alarm e-mail from context, or an error that says what was wrong and how to set it. */
export const checkedAlarmEmail = (value: string): string => {
  if (!looksLikeEmailAddress(value)) {
    throw new Error(
      `alarmEmail ${JSON.stringify(value)} is not an e-mail address: set -c alarmEmail=you@example.com (or "alarmEmail" in cdk.json's context)`,
    );
  }
  return value;
};
