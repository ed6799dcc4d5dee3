/**
 * The checks `npm run deploy` makes before `cdk deploy`, each a pure function of what the
 * command found (deploy-cli.ts gathers it), each failure one line that says what to do.
 * Values of secrets are never part of a message.
 */
import { STACK_NAME } from '../../infra/lib/deploy-settings';
import { nodeVersionProblem } from '../node-version.mjs';

/** The Node running the deploy: the project's own 24, as npm scripts give it. */
export const nodeProblem = (version: string): string | undefined =>
  nodeVersionProblem(version)?.split('\n').join(' ');

export type WebBuildState = 'fresh' | 'missing' | 'stale';

/**
 * The SPA the stack uploads: web/dist/index.html, built after the last change to the web's
 * sources (and shared/, which the web imports). Times in milliseconds; no build: undefined.
 */
export const webBuildState = (build: {
  readonly builtAt: number | undefined;
  readonly sourcesChangedAt: number;
}): WebBuildState =>
  build.builtAt === undefined
    ? 'missing'
    : build.sourcesChangedAt > build.builtAt
      ? 'stale'
      : 'fresh';

/**
 * A stack CloudFormation will not update as it stands. A first create that failed leaves the
 * stack in ROLLBACK_COMPLETE, which only a delete clears.
 */
export const stackStatusProblem = (status: string): string | undefined => {
  if (status.endsWith('_IN_PROGRESS'))
    return `Stack ${STACK_NAME} is ${status}: wait until it settles (aws cloudformation describe-stacks --stack-name ${STACK_NAME}), then deploy again.`;
  if (['ROLLBACK_COMPLETE', 'ROLLBACK_FAILED', 'CREATE_FAILED'].includes(status))
    return `Stack ${STACK_NAME} is ${status}: its first deploy failed and it can only be deleted (npx cdk destroy ${STACK_NAME}); read the failed event in the CloudFormation console first.`;
  if (status === 'UPDATE_ROLLBACK_FAILED')
    return `Stack ${STACK_NAME} is UPDATE_ROLLBACK_FAILED: finish the rollback first (aws cloudformation continue-update-rollback --stack-name ${STACK_NAME}).`;
  if (status === 'DELETE_FAILED')
    return `Stack ${STACK_NAME} is DELETE_FAILED: finish deleting it (npx cdk destroy ${STACK_NAME}) before deploying again.`;
  return undefined;
};

const secretKeyPattern = /^(sk|rk)_(test|live)_[A-Za-z0-9]{10,}$/;
const webhookSecretPattern = /^whsec_[A-Za-z0-9+/=]{10,}$/;
const modeOf = (key: string): string | undefined => /^[a-z]{2}_(test|live)_/.exec(key)?.[1];

const HOW_TO_PUT = 'docs/deploy.md#stripes-keys-into-the-stacks-secret says how to put them';

/**
 * Stripe's secret as the functions read it (functions/src/lib/stripe.ts): a JSON object with a
 * secret key and a webhook signing secret, of the same mode (test or live) as the publishable
 * key the SPA is given, when this deploy gives one.
 */
export const stripeSecretProblems = (
  secretString: string | undefined,
  publishableKey?: string,
): string[] => {
  let secret: unknown;
  try {
    secret = JSON.parse(secretString ?? '');
  } catch {
    return [`The Stripe secret is not JSON: ${HOW_TO_PUT}.`];
  }
  if (typeof secret !== 'object' || secret === null || Array.isArray(secret))
    return [`The Stripe secret is not a JSON object: ${HOW_TO_PUT}.`];
  const { secretKey, webhookSecret } = secret as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof secretKey !== 'string' || secretKey === '')
    problems.push(`The Stripe secret has no secretKey yet: ${HOW_TO_PUT}.`);
  else if (!secretKeyPattern.test(secretKey))
    problems.push(
      `The Stripe secret's secretKey is not a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…): ${HOW_TO_PUT}.`,
    );
  if (typeof webhookSecret !== 'string' || webhookSecret === '')
    problems.push(
      `The Stripe secret has no webhookSecret yet: npm run stripe:webhook-endpoint prints it; ${HOW_TO_PUT}.`,
    );
  else if (!webhookSecretPattern.test(webhookSecret))
    problems.push(
      "The Stripe secret's webhookSecret is not a webhook signing secret (whsec_…): npm run stripe:webhook-endpoint prints it.",
    );
  const secretMode = typeof secretKey === 'string' ? modeOf(secretKey) : undefined;
  const publicMode = publishableKey ? modeOf(publishableKey) : undefined;
  if (secretMode && publicMode && secretMode !== publicMode)
    problems.push(
      `The Stripe secret key is a ${secretMode}-mode key and the publishable key a ${publicMode}-mode one: both must be of one mode.`,
    );
  return problems;
};

/** What the operator does once the first deploy is up; each line a command to run. */
export const stepsAfterFirstDeploy = (outputs: {
  readonly siteUrl: string;
  readonly stripeSecretArn: string;
  /** The context's alarmEmail, when this deploy set one. */
  readonly alarmEmail?: string | undefined;
}): string[] => [
  "The stack is up. Before shoppers use it (docs/deploy.md, 'After the first deploy'):",
  `1. Make Stripe's webhook endpoint: STRIPE_SECRET_KEY=sk_… npm run stripe:webhook-endpoint -- ${outputs.siteUrl}/api/billing/webhook`,
  `2. Put Stripe's keys in the stack's secret: aws secretsmanager put-secret-value --secret-id ${outputs.stripeSecretArn} --secret-string '{"secretKey":"sk_…","webhookSecret":"whsec_…"}'`,
  outputs.alarmEmail
    ? `3. Open the "Confirm subscription" link of the e-mail AWS SNS sent to ${outputs.alarmEmail}: until then no alarm reaches anyone.`
    : '3. No alarmEmail was given: the alarms notify nobody until a deploy with -c alarmEmail=you@your.domain.',
  `4. Check it from outside: npm run smoke -- ${outputs.siteUrl}`,
];
