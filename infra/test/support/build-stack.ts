import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../lib/paths';
import { ShopScannerStack } from '../../lib/shop-scanner-stack';

/** The feature flags `cdk synth` uses, so tests check the template that deploys. */
const cdkJsonContext = (
  JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/** A stand-in for web/dist, so tests never depend on a web build. */
export const fakeWebDist = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-scanner-web-dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Shop Scanner</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  return dir;
};

export interface BuildOptions {
  /** Really run esbuild for every function (slow); off by default. */
  readonly bundle?: boolean;
  /** Cloud assembly folder; a temp folder by default. */
  readonly outdir?: string;
  readonly stripePublishableKey?: string;
  readonly vapidSubject?: string;
  readonly supportMailFrom?: string;
  readonly alarmEmail?: string;
  /** More context values, as `-c key=value` gives them (e.g. `{ tracing: 'true' }`). */
  readonly context?: Readonly<Record<string, unknown>>;
}

export const buildApp = ({
  bundle = false,
  outdir,
  stripePublishableKey,
  vapidSubject,
  supportMailFrom,
  alarmEmail,
  context,
}: BuildOptions = {}) => {
  const app = new App({
    // An empty list tells NodejsFunction to skip esbuild: the template is the same, only faster.
    context: {
      ...cdkJsonContext,
      ...(bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...context,
    },
    ...(outdir ? { outdir } : {}),
  });
  const stack = new ShopScannerStack(app, 'ShopScanner', {
    webDistDir: fakeWebDist(),
    ...(stripePublishableKey ? { stripePublishableKey } : {}),
    ...(vapidSubject ? { vapidSubject } : {}),
    ...(supportMailFrom ? { supportMailFrom } : {}),
    ...(alarmEmail !== undefined ? { alarmEmail } : {}),
  });
  return { app, stack };
};

/** The synthesized stack, built once per test file. */
export const buildTemplate = (options?: BuildOptions) => {
  const { app, stack } = buildApp(options);
  return { app, stack, template: Template.fromStack(stack) };
};

/* eslint-disable @typescript-eslint/no-explicit-any -- CloudFormation JSON is untyped */
export type Resource = { Type: string; Properties: any; DeletionPolicy?: string };

export const resourcesOf = (template: Template, type: string): [string, Resource][] =>
  Object.entries(template.findResources(type) as Record<string, Resource>);

/** Our functions (not aws-cdk-lib's helpers), keyed by their Powertools service name suffix. */
export const projectFunctions = (template: Template): Map<string, [string, Resource]> =>
  new Map(
    resourcesOf(template, 'AWS::Lambda::Function').flatMap(([id, r]) => {
      const service: unknown = r.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME;
      return typeof service === 'string'
        ? [[service.replace(/^shop-scanner-/, ''), [id, r] as [string, Resource]]]
        : [];
    }),
  );

/** The one resource of a type, with its logical id; throws when there are none or several. */
export const single = (template: Template, type: string): [string, Resource] => {
  const found = resourcesOf(template, type);
  if (found.length !== 1 || !found[0])
    throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0];
};

export const logicalIdOf = (template: Template, type: string): string => single(template, type)[0];

/** A project function by name; throws when the stack lacks it. */
export const projectFunction = (template: Template, name: string): [string, Resource] => {
  const fn = projectFunctions(template).get(name);
  if (!fn) throw new Error(`No function ${name}`);
  return fn;
};

/** The one bus rule whose EventPattern is `pattern` (a shared pattern of entries.ts). */
export const ruleWithPattern = (template: Template, pattern: object): [string, Resource] => {
  const found = resourcesOf(template, 'AWS::Events::Rule').filter(
    ([, rule]) => JSON.stringify(rule.Properties.EventPattern) === JSON.stringify(pattern),
  );
  if (found.length !== 1 || !found[0])
    throw new Error(`Expected one rule with ${JSON.stringify(pattern)}, found ${found.length}`);
  return found[0];
};

/** The statements of every IAM policy attached to a role. */
export const statementsOfRole = (template: Template, roleLogicalId: string): any[] =>
  resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: any) => r.Ref === roleLogicalId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);

export const actionsOf = (statements: any[]): string[] =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

/** The logical id of the one secret whose description says `what` (Stripe's keys, VAPID's seed). */
export const secretIdDescribed = (template: Template, what: RegExp): string => {
  const found = resourcesOf(template, 'AWS::SecretsManager::Secret').filter(([, r]) =>
    what.test(String(r.Properties.Description ?? '')),
  );
  if (found.length !== 1)
    throw new Error(`Expected one secret described ${what}, found ${found.length}`);
  return found[0]![0];
};

/** Whether the project's function `name` may read the secret `secretId`, and only by its own ref. */
export const functionReadsSecret = (
  template: Template,
  name: string,
  secretId: string,
): boolean => {
  const [, fn] = projectFunction(template, name);
  return statementsOfRole(template, fn.Properties.Role['Fn::GetAtt'][0]).some(
    (s) =>
      actionsOf([s]).includes('secretsmanager:GetSecretValue') &&
      JSON.stringify(s.Resource) === JSON.stringify({ Ref: secretId }),
  );
};
