/**
 * `npm run deploy -- [cdk deploy arguments]`: the checks that must hold before the stack is
 * deployed, then `cdk deploy ShopScanner` with the arguments passed on. It stops at the first
 * failed round of checks with one line per failure and exit code 1; `--checks-only` runs the
 * checks alone. docs/deploy.md#npm-run-deploy describes each check.
 */
import {
  CloudFormationClient,
  DescribeStacksCommand,
  type Stack,
} from '@aws-sdk/client-cloudformation';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  contextKeys,
  contextValueProblems,
  readContextValues,
  STACK_NAME,
  type ContextKey,
} from '../../infra/lib/deploy-settings';
import { repoRoot, webDistDir } from '../../local/src/paths';
import { buildWeb, newestMtime, webSources } from '../../local/src/web-build';
import { CHECKS_ONLY_FLAG, cdkArguments, contextArguments, profileArgument } from './cdk-arguments';
import {
  nodeProblem,
  stackStatusProblem,
  stepsAfterFirstDeploy,
  stripeSecretProblems,
  webBuildState,
} from './deploy-checks';

const args = process.argv.slice(2);
const problems: string[] = [];
const passed = (line: string) => console.log(`  ok   ${line}`);
const failed = (line: string) => {
  problems.push(line);
  console.log(`  FAIL ${line}`);
};

const stopIfFailed = () => {
  if (problems.length === 0) return;
  console.log(`\n${problems.length} check(s) failed: nothing was deployed.`);
  process.exit(1);
};

/** The context as cdk will see it: cdk.json, then cdk.context.json, then `-c` arguments. */
const deployContext = (): Record<string, unknown> => {
  const fileContext = (file: string): Record<string, unknown> => {
    const full = path.join(repoRoot, file);
    if (!existsSync(full)) return {};
    const parsed = JSON.parse(readFileSync(full, 'utf8')) as { context?: Record<string, unknown> };
    return file === 'cdk.json' ? (parsed.context ?? {}) : (parsed as Record<string, unknown>);
  };
  return {
    ...fileContext('cdk.json'),
    ...fileContext('cdk.context.json'),
    ...contextArguments(args),
  };
};

const errorLine = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

console.log(`Checks before deploying ${STACK_NAME}:`);

// The project's Node, as npm scripts put it first on PATH.
const nodeVersionProblem = nodeProblem(process.versions.node);
if (nodeVersionProblem) failed(nodeVersionProblem);
else passed(`Node ${process.versions.node}`);

// The context values, refused here as the synth would refuse them.
const context = deployContext();
const settings = readContextValues((key: ContextKey) => context[key], process.env);
const settingProblems = contextValueProblems(settings);
settingProblems.forEach(failed);
if (settingProblems.length === 0)
  passed(
    `context values: ${contextKeys.map((key) => `${key} ${settings[key] === undefined ? 'unset' : 'set'}`).join(', ')}`,
  );
if (!settings.stripePublishableKey)
  console.log('  note stripePublishableKey is unset: the checkout cannot take payments.');
if (!settings.supportMailFrom)
  console.log('  note supportMailFrom is unset: support mail goes from a placeholder SES refuses.');
stopIfFailed();

// The SPA the stack uploads, built after its sources' last change (or built now).
const buildFacts = () => {
  const index = path.join(webDistDir, 'index.html');
  return {
    builtAt: existsSync(index) ? statSync(index).mtimeMs : undefined,
    sourcesChangedAt: Math.max(...webSources().map(newestMtime)),
  };
};
const before = webBuildState(buildFacts());
if (before !== 'fresh') {
  console.log(`  ...  the web build is ${before}: building it (npm run build -w web)`);
  const code = await buildWeb();
  if (code !== 0)
    failed(`The web build failed (exit ${code}): run npm run build -w web to see why.`);
}
const after = problems.length === 0 ? webBuildState(buildFacts()) : before;
if (after === 'fresh') passed('web/dist is built from the current sources');
else if (problems.length === 0) failed(`The web build is still ${after} after building it.`);
stopIfFailed();

// The deployed stack, when there is one: in a state that takes an update, with Stripe's keys set.
const profile = profileArgument(args);
if (profile) process.env.AWS_PROFILE = profile;
const cloudFormation = new CloudFormationClient({});
const stackNow = async (): Promise<Stack | undefined> => {
  try {
    const { Stacks } = await cloudFormation.send(
      new DescribeStacksCommand({ StackName: STACK_NAME }),
    );
    return Stacks?.[0];
  } catch (error) {
    if (error instanceof Error && /does not exist/.test(error.message)) return undefined;
    throw error;
  }
};
const outputOf = (stack: Stack | undefined, key: string) =>
  stack?.Outputs?.find((output) => output.OutputKey === key)?.OutputValue;

let existing: Stack | undefined;
try {
  existing = await stackNow();
} catch (error) {
  failed(
    `Cannot read stack ${STACK_NAME} (${errorLine(error)}): check the credentials and region (aws sts get-caller-identity; AWS_PROFILE, AWS_REGION or --profile).`,
  );
}
stopIfFailed();

if (!existing) {
  passed(`stack ${STACK_NAME} does not exist yet: this is its first deploy`);
} else {
  const statusProblem = stackStatusProblem(existing.StackStatus ?? '');
  if (statusProblem) failed(statusProblem);
  else passed(`stack ${STACK_NAME} is ${existing.StackStatus}`);
  const secretArn = outputOf(existing, 'StripeSecretArn');
  if (!secretArn) failed(`Stack ${STACK_NAME} has no StripeSecretArn output: is it this app's?`);
  else {
    try {
      const { SecretString } = await new SecretsManagerClient({}).send(
        new GetSecretValueCommand({ SecretId: secretArn }),
      );
      const secretProblems = stripeSecretProblems(SecretString, settings.stripePublishableKey);
      secretProblems.forEach(failed);
      if (secretProblems.length === 0)
        passed("Stripe's secret holds a secretKey and a webhookSecret of the right shapes");
    } catch (error) {
      failed(`Cannot read the Stripe secret ${secretArn} (${errorLine(error)}).`);
    }
  }
}
stopIfFailed();

if (args.includes(CHECKS_ONLY_FLAG)) {
  console.log('\nAll checks passed (--checks-only: nothing deployed).');
  process.exit(0);
}

console.log(`\nnpx cdk deploy ${STACK_NAME} ${cdkArguments(args).join(' ')}`.trimEnd());
const deployed = await new Promise<number>((resolve) => {
  const child = spawn('cdk', ['deploy', STACK_NAME, '--no-notices', ...cdkArguments(args)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: '1' },
  });
  child.once('error', () => resolve(1));
  child.once('close', (code) => resolve(code ?? 1));
});
if (deployed !== 0) process.exit(deployed);

const now = await stackNow();
const siteUrl = outputOf(now, 'SiteUrl') ?? '<SiteUrl>';
if (!existing) {
  console.log('');
  stepsAfterFirstDeploy({
    siteUrl,
    stripeSecretArn: outputOf(now, 'StripeSecretArn') ?? '<StripeSecretArn>',
    alarmEmail: settings.alarmEmail,
  }).forEach((line) => console.log(line));
} else {
  console.log(`\nDeployed. Check it from outside: npm run smoke -- ${siteUrl}`);
}
