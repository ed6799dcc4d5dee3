/**
 * The CDK app: `npm run synth -w infra` (after `npm run build -w web`) or `npx cdk deploy` from
 * the repo root. The stack is environment-agnostic: account and region come from the deploy
 * environment (AWS_PROFILE / AWS_REGION).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  contextValueProblems,
  customDomainOf,
  readContextValues,
  STACK_NAME,
} from '../lib/deploy-settings';
import { defaultWebDistDir } from '../lib/paths';
import { ShopScannerStack } from '../lib/shop-scanner-stack';

const app = new App();

// `-c webDist=path` or WEB_DIST_DIR override the default web/dist.
const contextDist: unknown = app.node.tryGetContext('webDist');
const webDistDir = resolve(
  typeof contextDist === 'string' ? contextDist : (process.env.WEB_DIST_DIR ?? defaultWebDistDir),
);
if (!existsSync(join(webDistDir, 'index.html'))) {
  throw new Error(
    `No built SPA at ${webDistDir} (index.html missing): run \`npm run build -w web\` first.`,
  );
}

// Stripe's publishable key, the VAPID subject, the support mail sender, the alarms' address,
// tracing and a custom domain: `-c key=value`, cdk.json, or their environment variables
// (lib/deploy-settings.ts, docs/deploy.md#context-values). Refused here as `npm run deploy` refuses
// them, before anything is built.
const settings = readContextValues((key) => app.node.tryGetContext(key), process.env);
const settingProblems = contextValueProblems(settings);
if (settingProblems.length > 0) throw new Error(settingProblems.join('\n'));
const { stripePublishableKey, vapidSubject, supportMailFrom, alarmEmail } = settings;
const customDomain = customDomainOf(settings);

new ShopScannerStack(app, STACK_NAME, {
  webDistDir,
  ...(supportMailFrom ? { supportMailFrom } : {}),
  ...(stripePublishableKey ? { stripePublishableKey } : {}),
  ...(vapidSubject ? { vapidSubject } : {}),
  ...(customDomain ? { customDomain } : {}),
  ...(alarmEmail !== undefined ? { alarmEmail } : {}),
  description:
    'Shop Scanner: SPA on CloudFront, HTTP API on Lambda, DynamoDB, Cognito, EventBridge',
});

// AWS Solutions rules on every synth (cdk-nag v3 is a CDK validation plugin): an
// unacknowledged finding fails `cdk synth`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
