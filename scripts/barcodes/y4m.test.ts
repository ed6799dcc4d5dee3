import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFakeCamera } from './fake-camera';
import { createFrame } from './frame';
import { rgbaToI420, writeY4m, y4mFrameBytes } from './y4m';

const dir = mkdtempSync(path.join(tmpdir(), 'y4m-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('y4m writer', () => {
  it('writes the YUV4MPEG2 header and 4:2:0 frames of the right size', () => {
    const file = path.join(dir, 'plain.y4m');
    const frames = [createFrame(64, 48, [255, 255, 255]), createFrame(64, 48, [0, 0, 0])];
    writeY4m(file, 64, 48, frames, 30);
    const bytes = readFileSync(file);
    const header = 'YUV4MPEG2 W64 H48 F30:1 Ip A1:1 C420jpeg\n';
    expect(bytes.subarray(0, header.length).toString()).toBe(header);
    expect(y4mFrameBytes(64, 48)).toBe(6 + 64 * 48 * 1.5);
    expect(bytes.length).toBe(header.length + 2 * y4mFrameBytes(64, 48));
    expect(bytes.subarray(header.length, header.length + 6).toString()).toBe('FRAME\n');
    const secondFrame = header.length + y4mFrameBytes(64, 48);
    expect(bytes.subarray(secondFrame, secondFrame + 6).toString()).toBe('FRAME\n');
  });

  it('converts white, black and red to BT.601 limited-range YUV', () => {
    const [white, black, red] = (
      [
        [255, 255, 255],
        [0, 0, 0],
        [255, 0, 0],
      ] as const
    ).map((rgb) => rgbaToI420(createFrame(2, 2, rgb)));
    expect([...white!]).toEqual([235, 235, 235, 235, 128, 128]);
    expect([...black!]).toEqual([16, 16, 16, 16, 128, 128]);
    expect(red![0]).toBe(81);
    expect(red![4]).toBe(90);
    expect(red![5]).toBe(240);
  });

  it('refuses an odd frame size', () => {
    expect(() => rgbaToI420(createFrame(3, 2))).toThrow(/even/);
  });

  it('writes a fake camera video of the requested size and frame count', () => {
    const file = path.join(dir, 'camera.y4m');
    writeFakeCamera(file, '4006381333931', { width: 320, height: 240, frames: 3 });
    const header = 'YUV4MPEG2 W320 H240 F30:1 Ip A1:1 C420jpeg\n';
    expect(statSync(file).size).toBe(header.length + 3 * y4mFrameBytes(320, 240));
  });
});
