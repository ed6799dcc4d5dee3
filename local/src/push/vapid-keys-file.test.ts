import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { vapidKeysIn } from './vapid-keys-file';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
  dirs.push(dir);
  return path.join(dir, 'push');
};

describe('vapidKeysIn', () => {
  it('generates a pair on the first start and reads the same pair after', () => {
    // Prepare
    const dir = tempDir();

    // Act
    const first = vapidKeysIn(dir);
    const second = vapidKeysIn(dir);

    // Assess
    expect(second).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    const file = path.join(dir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('makes a new pair each time without a folder', () => {
    expect(vapidKeysIn(undefined).publicKey).not.toBe(vapidKeysIn(undefined).publicKey);
  });
});
