/**
 * Global setup of the `integration` project: DynamoDB Local (in memory) and cognito-local (in a
 * temporary folder) on free ports, with the table, pool and client, shared by every test file.
 * The AWS services endpoint (Lambda Invoke for the PreSignUp trigger, PutEvents) runs inside
 * the test workers (see stack.ts); its port is reserved here because cognito-local's config
 * names it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmulators } from '../src/local-stack';
import { freePort } from '../src/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: {
      dynamodbEndpoint: string;
      cognitoEndpoint: string;
      userPoolId: string;
      userPoolClientId: string;
      awsServicesPort: number;
    };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-int-'));
  const [dynamodbPort = 0, cognitoPort = 0, awsServicesPort = 0] = await distinctFreePorts(3);
  const emulators = await startEmulators({
    dynamodbPort,
    cognitoPort,
    lambdaEndpoint: `http://127.0.0.1:${awsServicesPort}`,
    dataDir,
    inMemory: true,
    quiet: !process.env.LOCAL_STACK_VERBOSE,
  });
  project.provide('localStack', {
    dynamodbEndpoint: emulators.dynamodbEndpoint,
    cognitoEndpoint: emulators.cognitoEndpoint,
    userPoolId: emulators.ids.userPoolId,
    userPoolClientId: emulators.ids.userPoolClientId,
    awsServicesPort,
  });
  return async () => {
    await emulators.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const distinctFreePorts = async (count: number): Promise<number[]> => {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
};
