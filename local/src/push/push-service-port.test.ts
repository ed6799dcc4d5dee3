import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lastPushServicePort, rememberPushServicePort } from './push-service-port';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const pushDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-port-'));
  dirs.push(dir);
  return path.join(dir, 'push');
};

describe('the local push service port', () => {
  it('is remembered for the next start', () => {
    // Prepare
    const dir = pushDir();

    // Act
    const before = lastPushServicePort(dir);
    rememberPushServicePort(dir, 46_667);

    // Assess
    expect(before).toBeUndefined();
    expect(lastPushServicePort(dir)).toBe(46_667);
  });

  it('is none without a folder, or when the file holds no port', () => {
    const dir = pushDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'service-port'), 'ninety\n');

    expect(lastPushServicePort(dir)).toBeUndefined();
    expect(lastPushServicePort(undefined)).toBeUndefined();
  });
});
