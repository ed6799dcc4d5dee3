import { describe, expect, it } from 'vitest';
import { judgeVerificationFile, verificationUrlOf } from './verification-file';

const token = 'shop-scanner-verification-abc';

describe('the verification file', () => {
  it('is looked for at the well-known path of the site, whatever page was given', () => {
    // Act
    const url = verificationUrlOf('https://www.corner.example/shop/all?page=2');

    // Assess
    expect(url).toBe('https://www.corner.example/.well-known/shop-scanner-verification.txt');
  });

  it('verifies the site when it holds the code, with the newline an editor adds', () => {
    // Act
    const outcome = judgeVerificationFile({ status: 200, body: `${token}\n` }, token);

    // Assess
    expect(outcome).toBe('verified');
  });

  it.each([
    [{ status: 200, body: 'shop-scanner-verification-other' }, 'wrong-content'],
    [{ status: 200, body: `<html>${token}</html>` }, 'wrong-content'],
    [{ status: 200, body: '' }, 'wrong-content'],
    [{ status: 404, body: 'Not found' }, 'file-missing'],
    [{ status: 410, body: '' }, 'file-missing'],
    [{ status: 500, body: token }, 'unreachable'],
    [{ status: 301, body: '' }, 'unreachable'],
  ] as const)('judges %j as %s', (answer, expected) => {
    // Act
    const outcome = judgeVerificationFile(answer, token);

    // Assess
    expect(outcome).toBe(expected);
  });
});
