import { Template } from 'aws-cdk-lib/assertions';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { buildApp, projectFunctions } from './support/build-stack';

/**
 * The one test that really runs esbuild (the others skip bundling for speed). The cloud assembly
 * goes under infra/.tmp so each bundle resolves `@aws-sdk/*` from the repo's node_modules, the
 * way the Lambda runtime provides it.
 */
const tmpRoot = join(repoRoot, 'infra', '.tmp');
let outdir = '';
let bundles: { name: string; file: string }[] = [];

beforeAll(() => {
  // Prepare: a fresh assembly (and no leftovers from an interrupted run).
  rmSync(tmpRoot, { recursive: true, force: true });
  mkdirSync(tmpRoot, { recursive: true });
  outdir = mkdtempSync(join(tmpRoot, 'bundle-test-'));
  const { stack } = buildApp({ bundle: true, outdir });
  const template = Template.fromStack(stack);
  bundles = [...projectFunctions(template)].map(([name, [, fn]]) => {
    // The code's S3 key is `<asset hash>.zip`; the assembly holds it unzipped as asset.<hash>.
    const hash = (fn.Properties.Code.S3Key as string).replace(/\.zip$/, '');
    return { name, file: join(outdir, `asset.${hash}`, 'index.mjs') };
  });
}, 120_000);
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }));

describe('function bundles', () => {
  it('bundles every function as ESM with the require banner and the AWS SDK left out', () => {
    expect(bundles.length).toBeGreaterThan(0);
    for (const { name, file } of bundles) {
      const code = readFileSync(file, 'utf8');
      expect(code.startsWith("import { createRequire } from 'node:module';"), name).toBe(true);
      // The SDK comes from the runtime: no @aws-sdk source inside the bundle (per its source map).
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
      expect(map.sources.length, name).toBeGreaterThan(0);
      expect(
        map.sources.filter((source) => source.includes('@aws-sdk/')),
        name,
      ).toEqual([]);
      // Tracing is off by default: neither Powertools Tracer nor the X-Ray SDK is parsed at a
      // cold start.
      expect(
        map.sources.filter((s) => s.includes('powertools/tracer') || s.includes('aws-xray-sdk')),
        name,
      ).toEqual([]);
    }
    // ...but imported at run time where used (the auth group calls Cognito and DynamoDB).
    const auth = bundles.find((b) => b.name === 'auth');
    expect(readFileSync(auth!.file, 'utf8')).toMatch(
      /from\s*"@aws-sdk\/client-cognito-identity-provider"/,
    );
  });

  it('loads every bundle in Node 24 and finds its handler', () => {
    // Act: a fresh Node (the one running the tests: Node 24) imports each bundle like Lambda does.
    const script = `
      const files = JSON.parse(process.argv[1]);
      const kinds = {};
      for (const { name, file } of files) kinds[name] = typeof (await import(file)).handler;
      console.log(JSON.stringify(kinds));`;
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify(bundles)],
      {
        env: {
          PATH: process.env.PATH,
          TABLE_NAME: 'shop-scanner-test',
          AWS_REGION: 'eu-west-1',
          EVENT_BUS_NAME: 'shop-scanner',
          USER_POOL_ID: 'eu-west-1_test',
          USER_POOL_CLIENT_ID: 'test-client',
          // The stack sets it on the push senders, which check it when they load.
          VAPID_SUBJECT: 'mailto:ops@shop.example.org',
          // The stack sets it on the support function (its mails' sender), checked when it loads.
          MAIL_FROM: 'Support <support@shop.example.org>',
          POWERTOOLS_SERVICE_NAME: 'shop-scanner-test',
          LOG_LEVEL: 'ERROR',
        },
        encoding: 'utf8',
      },
    );

    // Assess
    const kinds = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, string>;
    expect(Object.keys(kinds).sort()).toEqual(bundles.map((b) => b.name).sort());
    for (const [name, kind] of Object.entries(kinds)) expect(kind, name).toBe('function');
  });
});
