/**
 * The CDK app: `npm run synth -w infra` (after `npm run build -w web`) or `npx cdk deploy` from
 * the repo root. The stack is environment-agnostic: account and region come from the deploy
 * environment (AWS_PROFILE / AWS_REGION).
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

// `-c stripePublishableKey=pk_…` or STRIPE_PUBLISHABLE_KEY: the checkout's Payment Element.
const contextKey: unknown = app.node.tryGetContext('stripePublishableKey');
const stripePublishableKey =
  typeof contextKey === 'string' ? contextKey : process.env.STRIPE_PUBLISHABLE_KEY;

// `-c vapidSubject=mailto:…` or VAPID_SUBJECT: who push services may contact (default: the site).
const contextSubject: unknown = app.node.tryGetContext('vapidSubject');
const vapidSubject =
  typeof contextSubject === 'string' ? contextSubject : process.env.VAPID_SUBJECT;

// `-c supportMailFrom='Shop Scanner Support <support@your.domain>'` or SUPPORT_MAIL_FROM: the
// sender of support mail, an identity verified in SES.
const contextMailFrom: unknown = app.node.tryGetContext('supportMailFrom');
const supportMailFrom =
  typeof contextMailFrom === 'string' ? contextMailFrom : process.env.SUPPORT_MAIL_FROM;

// `-c alarmEmail=you@example.com` or ALARM_EMAIL: who the alarms page (the stack checks that it
// is an address; without one it warns).
const contextAlarmEmail: unknown = app.node.tryGetContext('alarmEmail');
const alarmEmail =
  contextAlarmEmail !== undefined ? String(contextAlarmEmail) : process.env.ALARM_EMAIL;

new ShopScannerStack(app, 'ShopScanner', {
  webDistDir,
  ...(supportMailFrom ? { supportMailFrom } : {}),
  ...(stripePublishableKey ? { stripePublishableKey } : {}),
  ...(vapidSubject ? { vapidSubject } : {}),
  ...(alarmEmail !== undefined ? { alarmEmail } : {}),
  description:
    'Shop Scanner: SPA on CloudFront, HTTP API on Lambda, DynamoDB, Cognito, EventBridge',
});

// AWS Solutions rules on every synth (cdk-nag v3 is a CDK validation plugin): an
// unacknowledged finding fails `cdk synth`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
