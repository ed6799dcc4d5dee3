/** Folders of the repository, resolved from this file so any working directory works. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const functionsDir = path.join(repoRoot, 'functions');
export const webDir = path.join(repoRoot, 'web');
export const webDistDir = path.join(webDir, 'dist');
export const dynamoDbEmulatorDir = path.join(
  repoRoot,
  'node_modules/amplify-dynamodb-simulator/emulator',
);
/** cognito-local's start script with a synchronous log (see the file). */
export const cognitoLocalMain = path.join(repoRoot, 'local/src/cognito-local-main.mjs');
