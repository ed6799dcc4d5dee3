/**
 * Amplify warns on every configure that names a Cognito endpoint of its own ("You are using a
 * custom Amazon Cognito User Pool endpoint..."). On the one-machine stack that endpoint is the
 * point: Amplify can only reach cognito-local through `userPoolEndpoint` (without it, it derives
 * https://cognito-idp.<region>.amazonaws.com from the pool id), so the warning cannot be avoided
 * by configuring differently. It would then show on every sign-in page of every local session.
 * Only this one message is held back, only while Amplify configures; on AWS no endpoint is
 * configured and nothing is filtered.
 */

/**
 * Amplify's own words (@aws-amplify/core, singleton/Auth), "Amazon" twice included: it prefixes
 * "Amazon" to a name that already has it. A test holds this text to the installed library.
 */
export const CUSTOM_USER_POOL_ENDPOINT_WARNING =
  'You are using a custom Amazon Amazon Cognito User Pool endpoint, ensure the endpoint is correct.';

const isThatWarning = (args: unknown[]) =>
  args.length === 1 &&
  typeof args[0] === 'string' &&
  args[0].endsWith(` - ${CUSTOM_USER_POOL_ENDPOINT_WARNING}`);

/** Runs `configure` with that one warning held back; every other message passes unchanged. */
export const withoutCustomEndpointWarning = <T>(configure: () => T): T => {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!isThatWarning(args)) warn.apply(console, args);
  };
  try {
    return configure();
  } finally {
    console.warn = warn;
  }
};
