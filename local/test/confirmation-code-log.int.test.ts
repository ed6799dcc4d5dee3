/**
 * "Locally the code is printed in the local stack's log": a whole stack of its own (its own
 * cognito-local, not quiet) whose output this file captures, as `npm start > server.log` would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalStack, type LocalStack } from '../src/local-stack';
import { cognitoCall, signUpAndSignIn } from './stack';

let stack: LocalStack;
let dataDir: string;
let log = '';

beforeAll(async () => {
  // Prepare: everything written to stdout is kept (and kept out of the test output).
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    log += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return true;
  });
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-scanner-codes-'));
  stack = await startLocalStack({
    port: 0,
    dataDir,
    inMemory: true,
    scheduler: false,
    webRoot: dataDir,
  });
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

const codesFor = (email: string): string[] =>
  [...log.matchAll(/\[cognito\] >>> confirmation code for (\S+): (\d{6})\n/g)]
    .filter((m) => m[1] === email)
    .map((m) => m[2]!);

/** The code for this email printed after `before` codes, waiting at most `withinMs`. */
const nextCode = async (email: string, before: number, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const codes = codesFor(email);
    if (codes.length > before) return codes.at(-1);
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('the forgot-password code in the local log', () => {
  it('is printed within a second of each ForgotPassword, and resets the password', async () => {
    // Prepare
    const clientId = stack.emulators.ids.userPoolClientId;
    const { email } = await signUpAndSignIn(stack.url, clientId);
    // Several rounds: the delayed log of cognito-local's own start script fell further behind
    // with every code box it printed.
    for (let round = 1; round <= 6; round++) {
      const before = codesFor(email).length;
      // Act
      const forgot = await cognitoCall(stack.url, 'ForgotPassword', {
        ClientId: clientId,
        Username: email,
      });
      const code = await nextCode(email, before, 1000);
      // Assess
      expect(forgot.status).toBe(200);
      expect(code, `round ${round}: no code in the log within 1 s`).toMatch(/^\d{6}$/);
      const password = `Passw0rdRound${round}`;
      const confirm = await cognitoCall(stack.url, 'ConfirmForgotPassword', {
        ClientId: clientId,
        Username: email,
        ConfirmationCode: code,
        Password: password,
      });
      expect(confirm.status).toBe(200);
      const signIn = await cognitoCall(stack.url, 'InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      expect(signIn.status).toBe(200);
    }
  });
});
